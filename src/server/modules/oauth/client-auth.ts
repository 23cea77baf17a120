import { timingSafeEqual } from 'node:crypto';

/** Reads `Authorization: Basic base64(id:secret)`; null when absent or malformed. */
export function parseBasic(header: string | undefined): { id: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at < 0) return null;
  return { id: decoded.slice(0, at), secret: decoded.slice(at + 1) };
}

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Tells whether the header names the configured OAuth client. */
export function isClient(
  header: string | undefined,
  client: { clientId: string; clientSecret: string },
) {
  const c = parseBasic(header);
  return !!c && same(c.id, client.clientId) && same(c.secret, client.clientSecret);
}
