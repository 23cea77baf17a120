/** Bytes per value of each TIFF field type (1 BYTE … 13 IFD). */
const TYPE_SIZE: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};
const STRIP_OFFSETS = 273;
const STRIP_COUNTS = 279;
const TILE_OFFSETS = 324;
const TILE_COUNTS = 325;
/** Tags pointing elsewhere in the file that a one-page file does not need (sub-IFDs, EXIF, free space). */
const DROPPED = new Set([288, 289, 330, 34665, 34853, 40965]);
/** Old-style JPEG (compression 6) points into the file with these; such files are not split. */
const OLD_JPEG = new Set([513, 514]);

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** The value's bytes, as stored (in the file's byte order). */
  value: Uint8Array;
}

/** What splitting a TIFF answers: a one-page TIFF per page, only the count, or null (not splittable here). */
export type TiffSplit = { pages: Uint8Array[] } | { tooMany: number } | null;

/**
 * Splits a multi-page TIFF into one self-contained TIFF per page in a single pass over the IFD
 * chain, copying each page's strips or tiles byte for byte (no pixel is decoded, so G4, LZW or JPEG
 * pages stay as scanned). Past `maxPages` it only counts. Answers null for what it does not handle
 * (BigTIFF, old-style JPEG, a broken chain); the caller then reads such a file page by page.
 */
export function splitTiff(bytes: Uint8Array, maxPages: number): TiffSplit {
  if (bytes.length < 8) return null;
  const le = bytes[0] === 0x49 && bytes[1] === 0x49;
  if (!le && !(bytes[0] === 0x4d && bytes[1] === 0x4d)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(2, le) !== 42) return null;
  const ifds: number[] = [];
  const seen = new Set<number>();
  for (let at = view.getUint32(4, le); at !== 0;) {
    if (seen.has(at) || at + 2 > bytes.length) return null;
    seen.add(at);
    ifds.push(at);
    const n = view.getUint16(at, le);
    if (at + 2 + n * 12 + 4 > bytes.length) return null;
    at = view.getUint32(at + 2 + n * 12, le);
  }
  if (ifds.length > maxPages) return { tooMany: ifds.length };
  const pages: Uint8Array[] = [];
  for (const at of ifds) {
    const page = onePage(bytes, view, le, at);
    if (!page) return null;
    pages.push(page);
  }
  return { pages };
}

const readEntries = (bytes: Uint8Array, view: DataView, le: boolean, at: number) => {
  const entries: Entry[] = [];
  const n = view.getUint16(at, le);
  for (let k = 0; k < n; k++) {
    const e = at + 2 + k * 12;
    const tag = view.getUint16(e, le);
    const type = view.getUint16(e + 2, le);
    const count = view.getUint32(e + 4, le);
    const size = TYPE_SIZE[type];
    if (size === undefined) return null;
    const length = size * count;
    const from = length <= 4 ? e + 8 : view.getUint32(e + 8, le);
    if (from + length > bytes.length) return null;
    entries.push({ tag, type, count, value: bytes.subarray(from, from + length) });
  }
  return entries;
};

/** Unsigned values of a SHORT or LONG entry. */
const numbers = (e: Entry, le: boolean): number[] => {
  const v = new DataView(e.value.buffer, e.value.byteOffset, e.value.byteLength);
  return Array.from({ length: e.count }, (_, i) =>
    e.type === 3 ? v.getUint16(i * 2, le) : v.getUint32(i * 4, le),
  );
};

const onePage = (bytes: Uint8Array, view: DataView, le: boolean, at: number): Uint8Array | null => {
  const all = readEntries(bytes, view, le, at);
  if (!all || all.some((e) => OLD_JPEG.has(e.tag))) return null;
  const entries = all.filter((e) => !DROPPED.has(e.tag)).sort((a, b) => a.tag - b.tag);
  const find = (tag: number) => entries.find((e) => e.tag === tag);
  const offsetsEntry = find(STRIP_OFFSETS) ?? find(TILE_OFFSETS);
  const countsEntry = find(STRIP_COUNTS) ?? find(TILE_COUNTS);
  if (!offsetsEntry || !countsEntry || ![3, 4].includes(offsetsEntry.type)) return null;
  if (![3, 4].includes(countsEntry.type)) return null;
  const offsets = numbers(offsetsEntry, le);
  const counts = numbers(countsEntry, le);
  if (offsets.length !== counts.length) return null;
  const chunks = offsets.map((o, i) => bytes.subarray(o, Math.min(bytes.length, o + counts[i]!)));
  // Offsets become LONG (they move); the counts stay as they were.
  offsetsEntry.type = 4;
  offsetsEntry.value = new Uint8Array(4 * offsets.length);

  const ifdSize = 2 + entries.length * 12 + 4;
  const outOfLine = (e: Entry) => (e.value.length > 4 ? e.value.length + (e.value.length & 1) : 0);
  const valuesSize = entries.reduce((s, e) => s + outOfLine(e), 0);
  const dataStart = 8 + ifdSize + valuesSize;
  const dataSize = chunks.reduce((s, c) => s + c.length, 0);
  const out = new Uint8Array(dataStart + dataSize);
  const ov = new DataView(out.buffer);
  out.set(bytes.subarray(0, 4));
  ov.setUint32(4, 8, le);
  let data = dataStart;
  const newOffsets = new DataView(offsetsEntry.value.buffer);
  chunks.forEach((c, i) => {
    newOffsets.setUint32(i * 4, data, le);
    out.set(c, data);
    data += c.length;
  });
  ov.setUint16(8, entries.length, le);
  let values = 8 + ifdSize;
  entries.forEach((e, k) => {
    const base = 10 + k * 12;
    ov.setUint16(base, e.tag, le);
    ov.setUint16(base + 2, e.type, le);
    ov.setUint32(base + 4, e.count, le);
    if (e.value.length <= 4) out.set(e.value, base + 8);
    else {
      ov.setUint32(base + 8, values, le);
      out.set(e.value, values);
      values += outOfLine(e);
    }
  });
  ov.setUint32(10 + entries.length * 12, 0, le);
  return out;
};
