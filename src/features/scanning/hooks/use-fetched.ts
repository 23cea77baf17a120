import { useEffect, useState } from 'react';

/**
 * Data fetched for a key: null until it arrives (and again when the key changes); a new `version`
 * refetches while keeping what was shown. `key` null fetches nothing. A failed request keeps the
 * previous data (the app has shown the error).
 */
export function useFetched<T>(
  key: string | null,
  load: () => Promise<T>,
  version: unknown = 0,
): T | null {
  const [state, setState] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `load` belongs to `key`: a new function for the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  return state && state.key === key ? state.data : null;
}
