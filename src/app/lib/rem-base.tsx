import { useEffect, type ReactNode } from 'react';
import { LAYOUT, remBase } from './layout.constants';

/** Sets the root font size from the window width while mounted (debounced), restoring it after. */
export function useRemBase(win: Window = window): void {
  useEffect(() => {
    const root = win.document.documentElement;
    const previous = root.style.fontSize;
    const apply = () => {
      root.style.fontSize = `${remBase(win.innerWidth)}px`;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(apply, LAYOUT.resizeDebounceMs);
    };
    apply();
    win.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      win.removeEventListener('resize', onResize);
      root.style.fontSize = previous;
    };
  }, [win]);
}

/** Wraps a page that sizes itself in rem (mobile and large-screen pages); antd's px layout is untouched. */
export function RemBaseScope({ children }: { children: ReactNode }) {
  useRemBase();
  return children;
}
