/** Account form rules shared by the browser's forms and the server's schemas (no zod here). */
/** Mainland mobile numbers: 11 digits starting 13–19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Usernames: 4–20 letters, digits or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;
/** Shortest password accepted. */
export const PASSWORD_MIN = 6;
/** Longest password accepted (at registration and at login). */
export const PASSWORD_MAX = 64;
/** Longest username a login may name (registered ones are 4–20 characters). */
export const LOGIN_USERNAME_MAX = 64;
