import { MESSAGES } from '../../shared/messages';

/** How long the 404 message stays up (spec section 8/9). */
export const NOT_FOUND_TOAST_MS = 5000;
/** antd's default message duration, used for every other error toast. */
export const DEFAULT_TOAST_MS = 3000;

/** What to do about one failed request. */
export type ErrorAction =
  | { kind: 'toast'; message: string; durationMs: number }
  | { kind: 'endSession' }
  | { kind: 'ignore' };

/** The server's message field of an error body, if it has one. */
export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

const toast = (message: string, durationMs = DEFAULT_TOAST_MS): ErrorAction => ({
  kind: 'toast',
  message,
  durationMs,
});

/** Spec section 8: maps a failed call (status, body) to its behaviour. */
export function classifyHttpError(input: {
  status: number | undefined;
  body: unknown;
  download?: boolean;
  cancelled?: boolean;
}): ErrorAction {
  if (input.cancelled) return { kind: 'ignore' };
  const message = messageOf(input.body);
  if (input.status === 401) return { kind: 'endSession' };
  if (message?.includes(MESSAGES.refreshTokenInvalid)) return { kind: 'endSession' };
  if (input.status === 404) return toast(MESSAGES.notFound, NOT_FOUND_TOAST_MS);
  if (input.status === 403) return toast(MESSAGES.forbidden);
  if (input.download) return toast(MESSAGES.downloadFailed);
  return toast(message ?? MESSAGES.internal);
}
