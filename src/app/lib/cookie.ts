const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads a cookie by name; null when absent. */
export function getCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [rawKey = '', ...rest] = part.trim().split('=');
    if (decodeURIComponent(rawKey) === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Sets a cookie for the whole site that expires after `days` days (a session cookie when omitted). */
export function setCookie(
  name: string,
  value: string,
  days?: number,
  doc: Document = document,
): void {
  const expires =
    days === undefined ? '' : `; expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`;
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/`;
}

/** Deletes a cookie by setting it expired. */
export function deleteCookie(name: string, doc: Document = document): void {
  setCookie(name, '', -1, doc);
}
