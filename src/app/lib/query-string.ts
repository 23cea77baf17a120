/** A flat map of query or form fields; null and undefined values are left out on the wire. */
export type Fields = Record<string, unknown>;

/** Copies the fields without those whose value is null or undefined (spec section 5). */
export function withoutEmpty(fields: Fields = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** Encodes fields as URLSearchParams, skipping null/undefined and repeating keys for arrays. */
export function toSearchParams(fields: Fields = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutEmpty(fields))) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  return params;
}

/** Builds a query string with a leading '?' ('' when there is nothing to send). */
export function toQueryString(fields: Fields = {}): string {
  const text = toSearchParams(fields).toString();
  return text ? `?${text}` : '';
}

/** Reads one query parameter of a URL search string (default: the current location); null when absent. */
export function getQueryParam(
  name: string,
  search: string = window.location.search,
): string | null {
  return new URLSearchParams(search).get(name);
}
