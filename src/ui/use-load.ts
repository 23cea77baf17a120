import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of a load: the last data, whether a load runs, and a way to run it again. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and keeps the latest answer; an
 * answer that arrives after the key moved on is dropped. Errors were already shown by the app.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; loading: boolean }>({
    data: undefined,
    loading: key !== null,
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    loader.current().then(
      (data) => live && setState({ data, loading: false }),
      () => live && setState((s) => ({ ...s, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: key === null ? undefined : state.data, loading: state.loading, reload };
}
