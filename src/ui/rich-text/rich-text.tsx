import { memo, useMemo, type CSSProperties } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import type { Inline, RichText as RichTextValue } from '../../layout';
import { imageUrl } from '../../shared/api';

/** TeX rendered to HTML by KaTeX; a TeX error shows the source in red instead of breaking the page. */
const Tex = memo(function Tex({ v, display }: { v: string; display?: boolean }) {
  const html = useMemo(() => {
    try {
      return katex.renderToString(v, {
        displayMode: !!display,
        throwOnError: true,
        output: 'html',
      });
    } catch {
      return null;
    }
  }, [v, display]);
  if (html === null) return <code style={{ color: '#cf1322' }}>{v}</code>;
  return (
    <span
      className={display ? 'rt-tex rt-tex-display' : 'rt-tex'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

const MM_TO_PX = 96 / 25.4;

function Run({ run }: { run: Inline }) {
  switch (run.t) {
    case 'text':
      return <span>{run.v}</span>;
    case 'tex':
      return <Tex v={run.v} display={run.display} />;
    case 'img':
      return (
        <img
          className="rt-img"
          src={imageUrl(run.src)}
          alt="试题插图"
          style={{
            width: run.w * MM_TO_PX,
            maxWidth: '100%',
            height: 'auto',
            verticalAlign: 'middle',
          }}
        />
      );
    case 'br':
      return <br />;
    case 'blank':
      return (
        <span
          className="rt-blank"
          style={{
            display: 'inline-block',
            minWidth: `${(run.len ?? 6) * 0.6}em`,
            borderBottom: '1px solid currentColor',
          }}
        />
      );
  }
}

/** Renders rich text (Chinese text, KaTeX formulas, images, blanks) inline. */
export function RichText({
  value,
  style,
  className,
}: {
  value: RichTextValue;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <span className={className} style={{ lineHeight: 1.9, ...style }}>
      {value.map((run, i) => (
        <Run key={i} run={run} />
      ))}
    </span>
  );
}
