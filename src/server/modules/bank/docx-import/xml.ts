/** A parsed XML element: enough for OMML fragments (names, attributes, children, text). */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: (XmlNode | string)[];
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references. */
export const decodeXml = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : (ENTITIES[e] ?? m),
  );

/** Escapes text for XML. */
export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TAG = /^([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*$/;

/**
 * Parses a well-formed XML fragment into a root element named `#root`. Each tag is cut at its `>`
 * by indexOf before it is read, so malformed input costs linear time; comments and declarations
 * are skipped.
 */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#root', attrs: {}, children: [] };
  const stack = [root];
  let at = 0;
  while (at < xml.length) {
    const top = stack[stack.length - 1] as XmlNode;
    const lt = xml.indexOf('<', at);
    if (lt !== at) {
      top.children.push(decodeXml(xml.slice(at, lt < 0 ? xml.length : lt)));
      if (lt < 0) break;
    }
    const comment = xml.startsWith('<!--', lt);
    const end = comment ? xml.indexOf('-->', lt) : xml.indexOf('>', lt);
    if (end < 0) break;
    at = end + (comment ? 3 : 1);
    if (comment || xml[lt + 1] === '?' || xml[lt + 1] === '!') continue;
    if (xml[lt + 1] === '/') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const selfClosing = xml[end - 1] === '/';
    const m = TAG.exec(xml.slice(lt + 1, selfClosing ? end - 1 : end));
    if (!m?.[1]) continue;
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attrs[a[1] ?? ''] = decodeXml(a[2] ?? a[3] ?? '');
    const node: XmlNode = { name: m[1], attrs, children: [] };
    top.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root;
}

/** Child elements of a node, optionally only those with a name. */
export const elements = (n: XmlNode, name?: string): XmlNode[] =>
  n.children.filter((c): c is XmlNode => typeof c !== 'string' && (!name || c.name === name));

/** The first child element with a name. */
export const child = (n: XmlNode, name: string): XmlNode | undefined => elements(n, name)[0];
