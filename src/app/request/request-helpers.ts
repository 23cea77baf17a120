import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { createParser } from 'eventsource-parser';
import type { TokenResponse } from '../../shared/api';
import type { Envelope } from '../../shared/errors';
import { MESSAGES } from '../../shared/messages';
import { DEFAULT_TOAST_MS } from './error-catalogue';
import { basicAuth, type HttpDeps } from './http.types';
import { toSearchParams, withoutEmpty, type Fields } from '../lib/query-string';
import type { Http } from '../../ui/http';

/** Timeout of uploads and downloads, in ms (spec section 9). */
export const TRANSFER_TIMEOUT_MS = 420_000;

/** What the helpers need besides the axios instance. */
export interface HelperDeps {
  client: HttpDeps['client'];
  notify: HttpDeps['notify'];
  /** Saves a blob under a file name (file-saver's saveAs in the app). */
  saveFile(blob: Blob, fileName: string): void;
}

/**
 * The generic helper forms of spec section 7 (each resolves with the `{ message, data }` body): the
 * features' `Http`, plus an axios config on form and JSON posts and the login helper.
 */
export interface RequestHelpers extends Http {
  postForm<T>(url: string, body?: Fields, config?: AxiosRequestConfig): Promise<Envelope<T>>;
  postJson<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>>;
  /** The login helper: form POST plus grant_type with the client's basic authorization. */
  postToken(path: string, body: Fields, grantType: string): Promise<TokenResponse>;
}

/** Builds the helper forms on top of the instance made by createHttpClient. */
export function createRequestHelpers(http: AxiosInstance, deps: HelperDeps): RequestHelpers {
  const body = <T>(promise: Promise<{ data: T }>) => promise.then((response) => response.data);
  const multipart = { headers: { 'Content-Type': 'multipart/form-data' } };
  return {
    postForm: (url, fields, config) => body(http.post(url, toSearchParams(fields), config)),
    postJson: (url, json, config) => body(http.post(url, json, config)),
    putForm: (url, fields) => body(http.put(url, toSearchParams(fields))),
    putJson: (url, json) => body(http.put(url, json)),
    putMultipart: (url, form) => body(http.put(url, form, multipart)),
    get: (url, params) => body(http.get(url, { params: withoutEmpty(params) })),
    del: (url, params) => body(http.delete(url, { params: withoutEmpty(params) })),
    delForm: (url, fields) => body(http.delete(url, { data: toSearchParams(fields) })),
    async downloadPost(url, json, fileName) {
      const blob = await body(
        http.post<Blob>(url, json, {
          responseType: 'blob',
          timeout: TRANSFER_TIMEOUT_MS,
          download: true,
        }),
      );
      try {
        deps.saveFile(blob, fileName);
      } catch {
        deps.notify(MESSAGES.downloadFailed, DEFAULT_TOAST_MS);
      }
    },
    getBlob: (url, params) =>
      body(
        http.get<Blob>(url, { params: withoutEmpty(params), responseType: 'blob', download: true }),
      ),
    postBlob: async (url, json, onHeaders) => {
      const response = await http.post<Blob>(url, json, {
        responseType: 'blob',
        timeout: TRANSFER_TIMEOUT_MS,
        download: true,
      });
      onHeaders?.(
        Object.fromEntries(
          Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
        ),
      );
      return response.data;
    },
    upload: (url, form) =>
      body(http.post(url, form, { ...multipart, timeout: TRANSFER_TIMEOUT_MS })),
    async events(url, onEvent, signal) {
      const parser = createParser({ onEvent: (e) => onEvent(e.event ?? 'message', e.data) });
      let seen = 0;
      await http
        .get<string>(url, {
          responseType: 'text',
          timeout: 0,
          signal,
          headers: { Accept: 'text/event-stream' },
          onDownloadProgress: (p) => {
            const text =
              (p.event as { target?: { responseText?: string } } | undefined)?.target
                ?.responseText ?? '';
            parser.feed(text.slice(seen));
            seen = text.length;
          },
        })
        .catch((e: unknown) => {
          if (!signal.aborted) throw e;
        });
    },
    postToken: (path, fields, grantType) =>
      body(
        http.post<TokenResponse>(path, toSearchParams({ ...fields, grant_type: grantType }), {
          skipAuth: true,
          headers: { Authorization: basicAuth(deps.client) },
        }),
      ),
  };
}
