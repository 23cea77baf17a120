import type { PageFrame } from '../frame/page-frame';
import type { Inline } from '../paper';
import type { Mm, RectMm } from '../units';

/** Font weights of printed text. */
export type TextWeight = 'regular' | 'bold';
/** Colours of printed text: red marks a TeX error, grey secondary notes. */
export type TextColor = 'black' | 'red' | 'gray';

/** Style of a paragraph: size in points, line height as a multiple of the size. */
export interface TextStyle {
  sizePt: number;
  weight: TextWeight;
  lineHeight: number;
  color?: TextColor;
}

/** An inline run of rich text, optionally with its own weight or colour (labels like 【答案】). */
export type FlowInline = Inline & { weight?: TextWeight; color?: TextColor };

/** One item of a laid-out line; x from the line start, vertical placement from the baseline. */
export type LineItem =
  | { kind: 'text'; x: Mm; text: string; sizePt: number; weight: TextWeight; color: TextColor }
  | {
      kind: 'tex';
      x: Mm;
      tex: string;
      sizePt: number;
      display: boolean;
      width: Mm;
      ascent: Mm;
      descent: Mm;
    }
  /** An image standing on the baseline. */
  | { kind: 'img'; x: Mm; src: string; w: Mm; h: Mm }
  /** A fill-in blank: an underline just below the baseline. */
  | { kind: 'blank'; x: Mm; w: Mm };

/** A laid-out line: its box height and the baseline's distance from the box top. */
export interface LaidLine {
  width: Mm;
  height: Mm;
  baseline: Mm;
  items: LineItem[];
}

/** A paragraph broken into lines. */
export interface LaidParagraph {
  lines: LaidLine[];
  /** Widest line. */
  width: Mm;
  height: Mm;
}

/** How a paragraph is broken: line width, first-line indent and later-line indent. */
export interface ParagraphOptions {
  width: Mm;
  firstIndent?: Mm;
  indent?: Mm;
}

/** The print side's measurements: breaks rich text into lines of a width (text, TeX, images). */
export interface FlowMeasurer {
  /** Breaks rich text into lines no wider than `options.width`. */
  paragraph(
    text: readonly FlowInline[],
    style: TextStyle,
    options: ParagraphOptions,
  ): LaidParagraph;
}

/** A line placed at (x, y) = top-left of its box. */
export interface PlacedLine {
  x: Mm;
  y: Mm;
  line: LaidLine;
}

/** A thin filled rectangle: table borders and separators. */
export type FlowRule = RectMm;

/** Rows are the unbreakable units of a block; positions are relative to the row's top-left. */
export interface FlowRow {
  height: Mm;
  lines: PlacedLine[];
  rules: FlowRule[];
}

/** What a block holds, for drawing decisions and tests. */
export type BlockKind =
  | 'title'
  | 'info'
  | 'notice'
  | 'section'
  | 'question'
  | 'part'
  | 'answer'
  | 'answers-title'
  | 'key-table';

/** A block before placement. */
export interface FlowBlock {
  kind: BlockKind;
  /** The 小题 number the block belongs to, if any. */
  questionNo?: number;
  rows: FlowRow[];
  /** Space above the block, dropped at the top of a column. */
  spaceBefore: Mm;
  /** Keep on the same column as the first row of the next block. */
  keepWithNext: boolean;
  /** Start a new page (when the current page has content). */
  pageBreakBefore?: boolean;
}

/** A block placed in a column; a block taller than a column continues in the next (part > 0). */
export interface PlacedBlock {
  kind: BlockKind;
  questionNo?: number;
  part: number;
  rect: RectMm;
  lines: PlacedLine[];
  rules: FlowRule[];
}

/** One column of a page with its blocks and page-number line. */
export interface FlowColumn {
  rect: RectMm;
  blocks: PlacedBlock[];
  /** 第 X 页 共 Y 页, under the column (A3/8K) or the page. */
  footer?: PlacedLine;
}

/** One printed page. */
export interface FlowPage {
  index: number;
  columns: FlowColumn[];
}

/** A paper laid out on pages, in millimetres, top-left origin. */
export interface PaperFlow {
  frame: PageFrame;
  pages: FlowPage[];
}
