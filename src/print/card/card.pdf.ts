import type { PDFDocument, PDFPage } from 'pdf-lib';
import { mmToPt, rect, type CardLayout, type CardPage } from '../../layout';
import { loadFontSet, type EmbeddedFonts, type FontLoader, type FontSet } from '../fonts';
import { createPrintDocument } from '../pdf/print-document';
import type { PrintCanvas } from './canvas';
import { drawCardStamp, drawCardTemplate } from './card-elements.draw';
import type { ElementForms } from './element-forms';
import { runInChunks, type ChunkControl } from './chunks';
import { INKS } from './ink';
import type { PrintStudent } from './print-student';
import { makeTemplate, placeTemplate } from './template';
import { drawTextBox } from './text-box';

/** Options of every card rendering: the document title and where the fonts come from. */
export interface CardPdfOptions {
  title?: string;
  fontLoader?: FontLoader;
}

/** A print that can be cancelled: the bytes, or the reason there are none. */
export type PrintResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** The reason of a cancelled print. */
export const CANCELLED = '已取消';

/** A document ready to add copies of a card: `template` draws a page's shared parts. */
export interface CardBook {
  doc: PDFDocument;
  fonts: EmbeddedFonts;
  fontSet: FontSet;
  layout: CardLayout;
  size: [number, number];
  template: (page: PDFPage, index: number) => void;
}

/** Makes a card book in a document: one template XObject per card page, placed on every copy. */
const cardBook = (
  doc: PDFDocument,
  fonts: EmbeddedFonts,
  fontSet: FontSet,
  layout: CardLayout,
  personalised: boolean,
): CardBook => {
  const size: [number, number] = [mmToPt(layout.sheet.width), mmToPt(layout.sheet.height)];
  const templates = layout.pages.map((p) =>
    makeTemplate(doc, size, (page) =>
      drawCardTemplate({ page, fonts, fontSet }, p.elements, personalised),
    ),
  );
  const template = (page: PDFPage, i: number) => placeTemplate(page, templates[i]!);
  return { doc, fonts, fontSet, layout, size, template };
};

/**
 * Makes a card book in a document shared by many cards (a practice set: each student's own
 * layout), whose pages draw their shared parts from the document's element forms.
 */
export const sharedCardBook = (
  doc: PDFDocument,
  fonts: EmbeddedFonts,
  fontSet: FontSet,
  layout: CardLayout,
  forms: ElementForms,
): CardBook => {
  const size: [number, number] = [mmToPt(layout.sheet.width), mmToPt(layout.sheet.height)];
  const template = (page: PDFPage, i: number) => forms(page, size, layout.pages[i]!.elements);
  return { doc, fonts, fontSet, layout, size, template };
};

const openBook = async (
  layout: CardLayout,
  personalised: boolean,
  opts: CardPdfOptions,
): Promise<CardBook> => {
  const fontSet = await loadFontSet(opts.fontLoader);
  const { doc, fonts } = await createPrintDocument(opts.title ?? '答题卡', fontSet);
  return cardBook(doc, fonts, fontSet, layout, personalised);
};

const addPage = (book: CardBook): PrintCanvas => ({
  page: book.doc.addPage(book.size),
  fonts: book.fonts,
  fontSet: book.fontSet,
});

/**
 * Pages one copy of a card takes in a set: a personalised card of an odd page count above one gets
 * a blank back, so the next student's card starts on a new sheet.
 */
export const cardCopyPages = (pages: number, personal: boolean): number =>
  personal && pages > 1 && pages % 2 === 1 ? pages + 1 : pages;

/** Adds one copy of the card: every page's template, then its page code and the student's parts. */
export const addCardCopy = (book: CardBook, student?: PrintStudent): void => {
  book.layout.pages.forEach((p: CardPage, i) => {
    const c = addPage(book);
    book.template(c.page, i);
    const code = {
      paperId: book.layout.paperId,
      paperVersion: book.layout.paperVersion,
      layoutVersion: book.layout.version,
      page: p.index,
    };
    drawCardStamp(c, p.elements, {
      code: student ? { ...code, examNo: student.examNo.toLowerCase() } : code,
      ...(student ? { student } : {}),
    });
  });
  const pages = book.layout.pages.length;
  if (cardCopyPages(pages, student !== undefined) > pages) {
    const c = addPage(book);
    const { width, height } = book.layout.sheet;
    drawTextBox(c, '（本页空白）', rect(0, height / 2 - 5, width, 10), {
      size: 4,
      align: 'center',
      color: INKS.gray,
    });
  }
};

/** Renders the blank answer card of a layout (any student writes or sticks their 考号). */
export async function renderCardPdf(
  layout: CardLayout,
  opts: CardPdfOptions = {},
): Promise<Uint8Array> {
  const book = await openBook(layout, false, opts);
  addCardCopy(book);
  return book.doc.save();
}

/**
 * Renders personalised cards, one copy per student with name, class, Code 128 and QR of the 考号;
 * cards with an odd page count above one get a blank back so every student starts a new sheet.
 */
export async function renderCardSetPdf(
  layout: CardLayout,
  students: readonly PrintStudent[],
  opts: CardPdfOptions & ChunkControl = {},
): Promise<PrintResult> {
  const book = await openBook(layout, true, opts);
  const done = await runInChunks(students.length, (i) => addCardCopy(book, students[i]), opts);
  if (!done) return { ok: false, reason: CANCELLED };
  return { ok: true, bytes: await book.doc.save() };
}
