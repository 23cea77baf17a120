import { useEffect, useState } from 'react';

/**
 * An object URL for a blob fetched with the bearer token (an <img> cannot send it), revoked when
 * the key changes or the component goes away. `key` null loads nothing.
 */
export function useBlobUrl(key: string | null, load: () => Promise<Blob>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let made: string | null = null;
    load().then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setUrl(null),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
    // load is keyed by `key`: a new function with the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return url;
}
