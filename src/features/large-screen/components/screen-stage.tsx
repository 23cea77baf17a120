import { useEffect, useState, type ReactNode } from 'react';
import { SCREEN } from '../model/screen-theme';

/** The size the large screen is designed at. */
export const STAGE = { width: 1920, height: 1080 } as const;

/** Scale and offsets that fit the 1920×1080 stage into a window, centred, without distortion. */
export function fitStage(width: number, height: number) {
  const scale = Math.min(width / STAGE.width, height / STAGE.height);
  return {
    scale,
    left: (width - STAGE.width * scale) / 2,
    top: (height - STAGE.height * scale) / 2,
  };
}

/**
 * A fixed 1920×1080 stage scaled (CSS transform) to fill the window: 3840×2160 doubles it,
 * 1366×768 shrinks it; the page itself never scrolls while the stage is shown.
 */
export function ScreenStage({ children }: { children: ReactNode }) {
  const [fit, setFit] = useState(() => fitStage(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setFit(fitStage(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('resize', onResize);
      root.style.overflow = before;
    };
  }, []);
  return (
    <div
      className="screen-viewport"
      style={{ position: 'fixed', inset: 0, overflow: 'hidden', background: SCREEN.background }}
    >
      <div
        className="screen-stage"
        data-scale={fit.scale.toFixed(4)}
        style={{
          position: 'absolute',
          left: fit.left,
          top: fit.top,
          width: STAGE.width,
          height: STAGE.height,
          transform: `scale(${fit.scale})`,
          transformOrigin: '0 0',
          color: SCREEN.text,
          fontSize: 18,
        }}
      >
        {children}
      </div>
    </div>
  );
}
