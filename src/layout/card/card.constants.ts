import { ANSWER_CARD_TEMPLATE } from '../templates/template-files';

/** Geometry of answer cards in mm; print and scan read positions from the layout, not these. */

/** Side of a fiducial square. */
export const FIDUCIAL_SIZE = 5;
/** Distance from the sheet edges to a fiducial's centre. */
export const FIDUCIAL_INSET = 10;
/** Space kept clear around each fiducial. */
export const FIDUCIAL_CLEAR = 5;
/** Distance from every sheet edge to the card's content area (fiducial plus its clear zone). */
export const CARD_INSET = FIDUCIAL_INSET + FIDUCIAL_SIZE / 2 + FIDUCIAL_CLEAR + 0.5;
/** Gap between the two columns of an A3/8K card. */
export const CARD_COLUMN_GAP = 10;
/** Height of the header band on every page (title, page code). */
export const HEADER_HEIGHT = 24;
/** Vertical space between blocks in a column. */
export const BLOCK_GAP = 3;

/** Objective bubble size ("[A]"). */
export const BUBBLE_W = 5.5;
export const BUBBLE_H = 3.2;
/** Horizontal pitch of option bubbles and vertical pitch of question rows. */
export const OPTION_PITCH = 7;
export const ROW_PITCH = 5;
/** Width of the question-number cell left of a row of bubbles. */
export const NUMBER_W = 8;
/** Horizontal gap between objective groups. */
export const GROUP_GAP = 6;

/** 考号 grid: bubble size, column and row pitch, write box height. */
export const ID_BUBBLE_W = 5;
export const ID_BUBBLE_H = 3;
export const ID_COLUMN_PITCH = 6.5;
export const ID_ROW_PITCH = 4.4;
export const ID_WRITE_H = 7;

/** Essay grid cell side and the gap under each row (where count marks go). */
export const ESSAY_CELL = 8;
export const ESSAY_ROW_GAP = 2.5;
/** Default squares of an essay (templates/answer-card.json). */
export const ESSAY_DEFAULT_CHARS = ANSWER_CARD_TEMPLATE.essayChars;
/** A count mark every this many squares. */
export const ESSAY_MARK_EVERY = 100;

/** Text sizes: font size and line height. */
export const TEXT = {
  title: { fontSize: 5.5, lineHeight: 8 },
  subtitle: { fontSize: 3.5, lineHeight: 5.5 },
  section: { fontSize: 3.5, lineHeight: 6 },
  notice: { fontSize: 2.8, lineHeight: 4.2 },
  label: { fontSize: 3.2, lineHeight: 5 },
  pageNumber: { fontSize: 3, lineHeight: 4 },
} as const;
