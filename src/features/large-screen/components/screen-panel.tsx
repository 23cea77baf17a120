import type { CSSProperties, ReactNode } from 'react';
import { SCREEN } from '../model/screen-theme';

/** A framed panel of the large screen with its title. */
export function ScreenPanel({
  title,
  children,
  style,
  extra,
}: {
  title: string;
  children: ReactNode;
  style?: CSSProperties;
  extra?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      style={{
        background: SCREEN.panel,
        border: `1px solid ${SCREEN.border}`,
        borderRadius: 8,
        padding: '12px 16px',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        overflow: 'hidden',
        ...style,
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <h2 style={{ margin: 0, fontSize: 24, color: SCREEN.accent, fontWeight: 600 }}>{title}</h2>
        {extra}
      </header>
      <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>{children}</div>
    </section>
  );
}

/** A big figure with its label (今日扫描). */
export function BigFigure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div style={{ textAlign: 'center', flex: 1 }}>
      <div
        data-figure={label}
        style={{ fontSize: 64, fontWeight: 700, color: tone ?? SCREEN.text, lineHeight: 1.1 }}
      >
        {value}
      </div>
      <div style={{ fontSize: 20, color: SCREEN.muted }}>{label}</div>
    </div>
  );
}
