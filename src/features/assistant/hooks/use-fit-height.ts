import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that makes an element end at the bottom of the window (at least `min`), kept up to
 * date when the window resizes, so a slide never needs the page to scroll.
 */
export function useFitHeight(ref: RefObject<HTMLElement | null>, min = 360, gap = 12): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const fit = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  });
  return height;
}
