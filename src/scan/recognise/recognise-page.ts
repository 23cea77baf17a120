import type { CardLayout, PageCode } from '../../layout';
import { pointPx, scaleQuad } from '../core/geometry';
import { decodeScan, type DecodeOptions, type DecodedPage } from '../decode/decode.stage';
import { sourcePlacement } from '../fit/fit.stage';
import { readElement } from './element-handlers';
import { locatePage, type Located } from './locate.step';
import { locatePhoto, looksLikePhoto, RETAKE_PHOTO } from './locate-photo.step';
import { rescaleByPageCode } from './page-scale.step';
import { defaultPageCodeHints, findPageCode, type PageCodeHint } from './page-code.step';
import type { CodeOutcome, FiducialOutcome, PageResult, PageStatus } from './page-result.types';
import { buildReadContext, emptyReading } from './read-context';
import { resolveStudent } from './student';

/** Finds the card layout a page code names (the server looks it up by paper id and version). */
export type ResolveLayout = (code: PageCode) => CardLayout | null | Promise<CardLayout | null>;

/** A reason, with what to retake when the page is a photo. */
const retake = (page: DecodedPage, reason: string): string =>
  looksLikePhoto(page) ? `${reason}。${RETAKE_PHOTO}` : reason;

/**
 * Locates a page as a scan (fiducials where the QR or the page turn says); when that fails or misses
 * a fiducial (three fit any perspective as an affine map, wrongly), as a photo (perspective grown from the QR). A photo neither way locates says what to retake.
 */
const locate = (...args: Parameters<typeof locatePage>): Located => {
  const scan = locatePage(...args);
  if (scan.ok && !scan.note && scan.fit.points >= 4) return scan;
  const [page, , layoutPage, read] = args;
  const photo = locatePhoto(page, layoutPage, read);
  if (photo) return photo;
  if (!looksLikePhoto(page)) return scan;
  // A photo's perspective is not an affine map: one fitted on fewer than four fiducials misplaces bubbles.
  const reason = scan.ok ? '照片中未找到全部 4 个定位块' : scan.reason;
  return { ok: false, status: '定位异常', reason: retake(page, reason), matched: scan.matched };
};

/** Options of recognition. */
export interface RecogniseOptions {
  /** Where page codes are sought first (default: the QR place of every card size). */
  pageCodeHints?: readonly PageCodeHint[];
  /** The page code a person chose for a page whose QR cannot be read (used only when none is read). */
  assumeCode?: PageCode;
}

const failed = (
  page: DecodedPage,
  status: PageStatus,
  reason: string,
  extra: Partial<PageResult> = {},
): PageResult => {
  const { bytes: _bytes, ...source } = page.source;
  return {
    index: page.index,
    status,
    reason,
    source,
    pageCode: null,
    layoutPage: null,
    orientation: null,
    fit: null,
    fiducials: [],
    codes: [],
    student: null,
    absent: null,
    bubbles: [],
    objective: [],
    choices: [],
    regions: [],
    reviewCount: 0,
    ...extra,
  };
};

/**
 * Recognises one decoded page: page code → layout → fiducials, orientation and fit → every element
 * by its kind's handler → student. A stage that fails gives a result with a status and a Chinese
 * reason; a bad page never throws.
 */
export const recognisePage = async (
  page: DecodedPage,
  resolveLayout: ResolveLayout,
  options: RecogniseOptions = {},
): Promise<PageResult> => {
  try {
    return await recognise(page, resolveLayout, options);
  } catch (e) {
    return failed(page, '定位异常', `识别出错：${e instanceof Error ? e.message : String(e)}`);
  }
};

const recognise = async (
  given: DecodedPage,
  resolveLayout: ResolveLayout,
  options: RecogniseOptions,
): Promise<PageResult> => {
  const found = await findPageCode(given, options.pageCodeHints ?? defaultPageCodeHints());
  if (!found.found && !options.assumeCode)
    return failed(given, '页码异常', retake(given, found.reason));
  const { code, guessDeg } = found.found
    ? found
    : { code: options.assumeCode!, guessDeg: 0 as const };
  const qrRead = found.found ? found.read : null;
  const qrOutcome: CodeOutcome[] = qrRead
    ? [
        {
          role: 'page-code',
          format: 'QRCode',
          text: qrRead.text,
          corners: scaleQuad(qrRead.corners, given.scale),
          attempt: qrRead.attempt,
          reason: '已读取',
        },
      ]
    : [];
  const known = { pageCode: code, codes: qrOutcome };
  let layout: CardLayout | null;
  try {
    layout = await resolveLayout(code);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return failed(given, '版式未找到', `查找答题卡版式出错：${why}`, known);
  }
  if (!layout)
    return failed(
      given,
      '版式未找到',
      `未找到试卷 ${code.paperId} 第 ${code.paperVersion} 版的答题卡版式`,
      known,
    );
  const layoutPage = layout.pages.find((p) => p.index === code.page);
  if (!layoutPage) return failed(given, '页码异常', `答题卡版式中没有第 ${code.page} 页`, known);
  const scaled = await rescaleByPageCode(given, layoutPage, qrRead);
  const page = scaled.page;
  const read = scaled.read;
  const s = page.scale;
  const located = locate(page, layout, layoutPage, read, guessDeg);
  const fiducials: FiducialOutcome[] = located.matched.map((m) => ({
    elementId: m.element.id,
    corner: m.element.corner,
    centre: m.centre && pointPx({ x: m.centre.x * s, y: m.centre.y * s }),
  }));
  if (!located.ok)
    return failed(page, located.status, located.reason, {
      ...known,
      layoutPage: code.page,
      fiducials,
      // The QR names the student even when the page cannot be located.
      student: code.examNo
        ? { examNo: code.examNo, source: 'qr', reason: '来自二维码', bubbles: null }
        : null,
    });
  const ctx = buildReadContext(
    { page, fit: located.fit, ink: located.ink, code },
    layoutPage,
    located.photo === true,
  );
  const reading = emptyReading();
  for (const el of layoutPage.elements) await readElement(el, ctx, reading);
  const { student, review } = resolveStudent(code, reading);
  const reviews = [
    ...(located.note ? [located.note] : []),
    ...reading.reviews,
    ...(review ? [review] : []),
  ];
  const { fit } = located;
  return {
    ...failed(
      page,
      reviews.length ? '需复核' : 'ok',
      reviews.length ? reviews.join('；') : '',
      known,
    ),
    reason: reviews.length ? reviews.join('；') : null,
    layoutPage: code.page,
    orientation: located.orientation,
    fit: {
      ...sourcePlacement(fit, s),
      residualMm: fit.residualMm,
      points: fit.points,
      model: fit.model,
    },
    fiducials,
    codes: [...qrOutcome, ...reading.codes],
    student,
    absent: reading.absent,
    bubbles: reading.bubbles,
    objective: reading.objective,
    choices: reading.choices,
    regions: reading.regions,
    reviewCount: reviews.length,
  };
};

/** A file's pages as recognised; a page that could not be decoded comes back with its reason. */
export type FilePageResult = PageResult | { index: number; status: '图片异常'; reason: string };

/** Decodes a scanned file and recognises every page in it; an unreadable file gives one reason. */
export const recogniseFile = async (
  bytes: Uint8Array,
  resolveLayout: ResolveLayout,
  options: RecogniseOptions & DecodeOptions = {},
): Promise<{ ok: true; pages: FilePageResult[] } | { ok: false; reason: string }> => {
  const decoded = await decodeScan(bytes, options);
  if (!decoded.ok) return decoded;
  const pages: FilePageResult[] = [];
  for (const p of decoded.pages)
    pages.push(
      p.ok
        ? await recognisePage(p.page, resolveLayout, options)
        : { index: p.index, status: '图片异常', reason: p.reason },
    );
  return { ok: true, pages };
};
