import { useEffect } from 'react';

/** Locks page scrolling (body overflow hidden) while `locked` is true, restoring it afterwards. */
export function useScrollLock(locked: boolean, doc: Document = document): void {
  useEffect(() => {
    if (!locked) return;
    const body = doc.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked, doc]);
}
