import type { Envelope } from '../shared/errors';

/** Query or form fields; null and undefined are left out by the implementation. */
export type HttpFields = Record<string, string | number | boolean | null | undefined>;

/**
 * The request helpers of spec section 7 as features see them. The app builds them (base URL,
 * timeouts, bearer token, refresh, error catalogue) and provides them at start; a feature's api/
 * module calls `http()` and never imports src/app.
 */
export interface Http {
  postForm<T>(url: string, body?: HttpFields): Promise<Envelope<T>>;
  postJson<T>(url: string, body?: unknown): Promise<Envelope<T>>;
  putForm<T>(url: string, body?: HttpFields): Promise<Envelope<T>>;
  putJson<T>(url: string, body?: unknown): Promise<Envelope<T>>;
  putMultipart<T>(url: string, body: FormData): Promise<Envelope<T>>;
  get<T>(url: string, params?: HttpFields): Promise<Envelope<T>>;
  del<T>(url: string, params?: HttpFields): Promise<Envelope<T>>;
  delForm<T>(url: string, body?: HttpFields): Promise<Envelope<T>>;
  /** POSTs JSON, receives a blob and saves it as `fileName` (420000 ms; 下载失败 on failure). */
  downloadPost(url: string, body: unknown, fileName: string): Promise<void>;
  getBlob(url: string, params?: HttpFields): Promise<Blob>;
  /**
   * POSTs JSON and receives a blob without saving it (e.g. a PDF to preview), 420000 ms;
   * `onHeaders` receives the answer's headers (lower-case names).
   */
  postBlob(
    url: string,
    body: unknown,
    onHeaders?: (headers: Record<string, string>) => void,
  ): Promise<Blob>;
  /** Multipart POST with the 420000 ms timeout. */
  upload<T>(url: string, body: FormData): Promise<Envelope<T>>;
  /**
   * Listens to server-sent events of a GET (signed in like every call, no timeout) until the
   * signal aborts; resolves when the stream ends.
   */
  events(
    url: string,
    onEvent: (event: string, data: string) => void,
    signal: AbortSignal,
  ): Promise<void>;
}

let current: Http | null = null;

/** Installs the request helpers (the app does this once at start; tests install their own). */
export function provideHttp(helpers: Http): void {
  current = helpers;
}

/** The installed request helpers. */
export function http(): Http {
  if (!current) throw new Error('http() used before provideHttp()');
  return current;
}
