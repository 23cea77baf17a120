/** What the QR code on every printed page says: which paper, layout and page, and whose card. */
export interface PageCode {
  /** Paper id: 1–32 characters of [0-9a-z]. */
  paperId: string;
  /** Saved paper version (a positive integer). */
  paperVersion: number;
  /** CARD_LAYOUT_VERSION the page was laid out with. */
  layoutVersion: number;
  /** Page number on the card, from 1 (page 2 is the back of sheet 1). */
  page: number;
  /** The student's 考号 when the card is personalised: 1–32 characters of [0-9a-z]. */
  examNo?: string;
}

/** Prefix of every page code; the digit is the format version of the payload. */
export const PAGE_CODE_PREFIX = 'ZY1';

const ID = /^[0-9a-z]{1,32}$/;
const SEP = '.';
const CHECK_LEN = 4;
const CHECK_MOD = 36 ** CHECK_LEN;
const PATTERN =
  /^ZY1\.([0-9A-Z]{1,32})\.([0-9A-Z]{1,7})\.([0-9A-Z]{1,3})\.([0-9A-Z]{1,3})\.([0-9A-Z]{0,32})\.([0-9A-Z]{4})$/;

/** FNV-1a 32-bit hash of an ASCII string, reduced to four base-36 characters. */
function checksum(body: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) {
    h ^= body.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % CHECK_MOD).toString(36).toUpperCase().padStart(CHECK_LEN, '0');
}

const positive = (n: number, max: number): boolean => Number.isInteger(n) && n >= 1 && n < max;

/**
 * Encodes a page code as compact upper-case ASCII (QR alphanumeric mode), with prefix and
 * checksum, e.g. `ZY1.P7K2.3.1.2.20240115.Q0ZD`. Throws RangeError on ids or numbers out of range.
 */
export function encodePageCode(code: PageCode): string {
  if (!ID.test(code.paperId)) throw new RangeError(`paperId must match ${ID}: ${code.paperId}`);
  if (code.examNo !== undefined && !ID.test(code.examNo))
    throw new RangeError(`examNo must match ${ID}: ${code.examNo}`);
  if (!positive(code.paperVersion, 36 ** 7) || !positive(code.layoutVersion, 36 ** 3))
    throw new RangeError('paperVersion and layoutVersion must be positive integers');
  if (!positive(code.page, 36 ** 3)) throw new RangeError(`page out of range: ${code.page}`);
  const body = [
    PAGE_CODE_PREFIX,
    code.paperId,
    code.paperVersion.toString(36),
    code.layoutVersion.toString(36),
    code.page.toString(36),
    code.examNo ?? '',
  ]
    .join(SEP)
    .toUpperCase();
  return `${body}${SEP}${checksum(body)}`;
}

/** Decodes a scanned page code; any foreign, malformed or tampered text gives null. */
export function decodePageCode(text: string): PageCode | null {
  const upper = text.trim().toUpperCase();
  const match = PATTERN.exec(upper);
  if (!match) return null;
  const [, paperId, version, layout, page, examNo, check] = match;
  if (checksum(upper.slice(0, -(CHECK_LEN + 1))) !== check) return null;
  const paperVersion = parseInt(version!, 36);
  const layoutVersion = parseInt(layout!, 36);
  const pageNo = parseInt(page!, 36);
  if (paperVersion < 1 || layoutVersion < 1 || pageNo < 1) return null;
  const code: PageCode = {
    paperId: paperId!.toLowerCase(),
    paperVersion,
    layoutVersion,
    page: pageNo,
  };
  if (examNo) code.examNo = examNo.toLowerCase();
  return code;
}
