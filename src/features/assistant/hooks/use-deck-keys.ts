import { useEffect } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
const PREV = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/**
 * Keyboard and clicker navigation of a slide deck: → ↓ PageDown and space for the next slide,
 * ← ↑ PageUp for the previous one, Home and End for the first and last (clickers send PageUp /
 * PageDown). Keys typed into a field or a select are left alone.
 */
export function useDeckKeys(count: number, go: (to: (index: number) => number) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest('input, textarea, select, [role="combobox"], .ant-select, .ant-modal'))
        return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      let to: ((i: number) => number) | null = null;
      if (NEXT.has(e.key)) to = (i) => Math.min(count - 1, i + 1);
      else if (PREV.has(e.key)) to = (i) => Math.max(0, i - 1);
      else if (e.key === 'Home') to = () => 0;
      else if (e.key === 'End') to = () => count - 1;
      if (!to) return;
      // Caught on the way down (capture), so a focused tab or button does not act on it too.
      e.preventDefault();
      e.stopPropagation();
      go(to);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [count, go]);
}
