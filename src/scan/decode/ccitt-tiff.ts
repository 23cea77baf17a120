/** Parameters of a PDF CCITTFaxDecode image (PDF 32000-1 §7.4.6). */
export interface CcittParams {
  width: number;
  height: number;
  /** K < 0: Group 4; K = 0: Group 3 one-dimensional; K > 0: Group 3 two-dimensional. */
  k: number;
  /** Group 3 rows start on a byte boundary. */
  encodedByteAlign: boolean;
  /** Black runs are shown white (BlackIs1 or an inverted /Decode array). */
  inverted: boolean;
}

/**
 * Wraps CCITT fax data from a PDF in a one-strip TIFF so libtiff (through sharp) decodes it.
 * Fax runs decode as 1 = black; WhiteIsZero shows them black, BlackIsZero when inverted.
 */
export const ccittToTiff = (data: Uint8Array, p: CcittParams): Uint8Array => {
  const group4 = p.k < 0;
  const t4Options = (p.k > 0 ? 1 : 0) | (p.encodedByteAlign ? 4 : 0);
  const entries: [tag: number, type: 3 | 4, value: number][] = [
    [256, 4, p.width],
    [257, 4, p.height],
    [258, 3, 1],
    [259, 3, group4 ? 4 : 3],
    [262, 3, p.inverted ? 1 : 0],
    [273, 4, 0],
    [277, 3, 1],
    [278, 4, p.height],
    [279, 4, data.length],
    [group4 ? 293 : 292, 4, group4 ? 0 : t4Options],
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const dataOffset = 8 + ifdSize;
  const out = new Uint8Array(dataOffset + data.length);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries.length, true);
  entries.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, 1, true);
    const v = tag === 273 ? dataOffset : value;
    if (type === 3) view.setUint16(at + 8, v, true);
    else view.setUint32(at + 8, v, true);
  });
  view.setUint32(10 + entries.length * 12, 0, true);
  out.set(data, dataOffset);
  return out;
};
