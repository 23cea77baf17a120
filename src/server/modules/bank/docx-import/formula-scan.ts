/** The position of the next `<name` start tag from `from` (not `<namePara`), or -1. */
function openAt(xml: string, name: string, from: number): number {
  const open = `<${name}`;
  let at = xml.indexOf(open, from);
  while (at >= 0 && !/[\s>/]/.test(xml[at + open.length] ?? '')) at = xml.indexOf(open, at + 1);
  return at;
}

/**
 * Every `<name …>…</name>` element of a flat XML string, in order, with its bounds. Scans with
 * indexOf only (no backtracking): a missing end tag stops the scan instead of costing n².
 */
export function elementSpans(xml: string, name: string): { from: number; to: number }[] {
  const close = `</${name}>`;
  const spans: { from: number; to: number }[] = [];
  for (let at = openAt(xml, name, 0); at >= 0;) {
    const end = xml.indexOf(close, at);
    if (end < 0) break;
    spans.push({ from: at, to: end + close.length });
    at = openAt(xml, name, end + close.length);
  }
  return spans;
}

/** Replaces every `<name>` element (as elementSpans finds them) by what `make` answers for it. */
export function replaceElements(xml: string, name: string, make: (el: string) => string): string {
  let out = '';
  let last = 0;
  for (const { from, to } of elementSpans(xml, name)) {
    out += xml.slice(last, from) + make(xml.slice(from, to));
    last = to;
  }
  return out + xml.slice(last);
}
