import type { SessionTokens } from './http.types';

/** Refresh the access token first when less than this many ms remain (spec section 7). */
export const REFRESH_MARGIN_MS = 300_000;

/** True when a refresh token exists and the access token has under 300000 ms left. */
export function needsRefresh(tokens: SessionTokens, now: number): boolean {
  return (
    Boolean(tokens.refreshToken) &&
    tokens.expiresAt !== null &&
    tokens.expiresAt - now < REFRESH_MARGIN_MS
  );
}
