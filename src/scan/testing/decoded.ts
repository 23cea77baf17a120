import { decodeScan, type DecodedPage, type DecodeOptions } from '../decode/decode.stage';

/** Decodes image bytes that must hold one readable page (test helper: throws otherwise). */
export const decodeOnePage = async (
  bytes: Uint8Array,
  options: DecodeOptions = {},
): Promise<DecodedPage> => {
  const r = await decodeScan(bytes, options);
  if (!r.ok) throw new Error(r.reason);
  const [first] = r.pages;
  if (!first?.ok) throw new Error(first ? first.reason : 'no page');
  return first.page;
};
