import { z } from 'zod';
import answerCardFile from '../../../templates/answer-card.json' with { type: 'json' };
import labelSheetsFile from '../../../templates/label-sheets.json' with { type: 'json' };
import { PAPER_SIZES } from '../paper-sizes';

/**
 * The one place that reads templates/: each JSON file is validated against the version this code
 * understands and narrowed to exact types. A file whose shape changes gets a new `version`, and
 * this reader changes with it in the same commit (templates ship with the code, nothing stores
 * them; layouts and print jobs store their own numbers, so old sheets are unaffected).
 */
export const TEMPLATE_VERSIONS = { labelSheets: 1, answerCard: 1 } as const;

const length = z.number().finite();
const count = z.number().int().min(1);

/** A label sheet preset in templates/label-sheets.json (mm); its id is its key. */
const labelSheetTemplate = z.strictObject({
  name: z.string().min(1),
  paper: z.enum(PAPER_SIZES),
  top: length,
  left: length,
  pitchX: length,
  pitchY: length,
  labelW: length,
  labelH: length,
  rows: count,
  cols: count,
});
/** A label sheet preset as templates/label-sheets.json describes it. */
export type LabelSheetTemplate = z.infer<typeof labelSheetTemplate>;

const labelSheetsSchema = z.strictObject({
  version: z.literal(TEMPLATE_VERSIONS.labelSheets),
  sheets: z.record(z.string().regex(/^[a-z0-9-]+$/), labelSheetTemplate),
});

const answerCardSchema = z.strictObject({
  version: z.literal(TEMPLATE_VERSIONS.answerCard),
  /** 注意事项 printed when the paper has none of its own, one line each. */
  notice: z.array(z.string().min(1)).min(1),
  /** Squares of an essay grid when the question does not say. */
  essayChars: z.number().int().min(100).max(2000),
});
/** The answer-card defaults of templates/answer-card.json. */
export type AnswerCardTemplate = z.infer<typeof answerCardSchema>;

/** Validates one template file; a bad file is a packaging error and stops the module loading. */
function readTemplate<S extends z.ZodType>(file: string, schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`templates/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Id of a label sheet preset: a key of templates/label-sheets.json. */
export type LabelSheetId = keyof (typeof labelSheetsFile)['sheets'];

/** Reads the contents of templates/label-sheets.json; throws naming what is wrong. */
export const readLabelSheetsTemplate = (json: unknown): Record<string, LabelSheetTemplate> =>
  readTemplate('label-sheets.json', labelSheetsSchema, json).sheets;

/** Reads the contents of templates/answer-card.json; throws naming what is wrong. */
export const readAnswerCardTemplate = (json: unknown): AnswerCardTemplate =>
  readTemplate('answer-card.json', answerCardSchema, json);

/**
 * The label sheet presets of templates/label-sheets.json, keyed by id (the record keeps exactly
 * the file's keys, which are what LabelSheetId lists).
 */
export const LABEL_SHEET_TEMPLATES = readLabelSheetsTemplate(labelSheetsFile) as Record<
  LabelSheetId,
  LabelSheetTemplate
>;

/** The answer-card defaults of templates/answer-card.json. */
export const ANSWER_CARD_TEMPLATE = readAnswerCardTemplate(answerCardFile);
