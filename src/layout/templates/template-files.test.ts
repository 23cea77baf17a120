import { describe, expect, it } from 'vitest';
import answerCardFile from '../../../templates/answer-card.json' with { type: 'json' };
import labelSheetsFile from '../../../templates/label-sheets.json' with { type: 'json' };
import { DEFAULT_NOTICE } from '../card/student.layout';
import { ESSAY_DEFAULT_CHARS } from '../card/card.constants';
import { LABEL_SHEETS } from '../labels/label-sheets';
import {
  readAnswerCardTemplate,
  readLabelSheetsTemplate,
  TEMPLATE_VERSIONS,
} from './template-files';

const a4x3 = labelSheetsFile.sheets['a4-3x8'];

describe('templates/ files', () => {
  it('carry the version this code reads', () => {
    expect(labelSheetsFile.version).toBe(TEMPLATE_VERSIONS.labelSheets);
    expect(answerCardFile.version).toBe(TEMPLATE_VERSIONS.answerCard);
  });

  it('are where the label sheet presets come from', () => {
    expect(Object.keys(LABEL_SHEETS)).toEqual(Object.keys(labelSheetsFile.sheets));
    expect(LABEL_SHEETS['a4-3x8']).toMatchObject({
      id: 'a4-3x8',
      name: a4x3.name,
      paper: 'A4',
      sheet: { width: 210, height: 297 },
      margins: { top: a4x3.top, left: a4x3.left },
      pitch: { x: a4x3.pitchX, y: a4x3.pitchY },
      label: { w: a4x3.labelW, h: a4x3.labelH },
      rows: a4x3.rows,
      cols: a4x3.cols,
    });
    expect(LABEL_SHEETS['a4-2x10'].margins).toEqual({ top: 8.5, left: 4 });
    expect(LABEL_SHEETS['a4-2x10'].pitch).toEqual({ x: 102, y: 28 });
  });

  it('are where the answer-card defaults come from', () => {
    expect(DEFAULT_NOTICE).toEqual(answerCardFile.notice);
    expect(DEFAULT_NOTICE[0]).toMatch(/^1\. 答题前/);
    expect(ESSAY_DEFAULT_CHARS).toBe(600);
  });

  it('refuse a file of another version, naming the file', () => {
    expect(() => readLabelSheetsTemplate({ ...labelSheetsFile, version: 2 })).toThrow(
      /templates\/label-sheets\.json is invalid[\s\S]*version/,
    );
    expect(() => readAnswerCardTemplate({ ...answerCardFile, version: 0 })).toThrow(
      /templates\/answer-card\.json is invalid/,
    );
  });

  it('refuse a preset with a missing or mistyped field, and unknown fields', () => {
    const { rows: _rows, ...withoutRows } = a4x3;
    const sheets = (preset: object) => ({ version: 1, sheets: { broken: preset } });
    expect(() => readLabelSheetsTemplate(sheets(withoutRows))).toThrow(/rows/);
    expect(() => readLabelSheetsTemplate(sheets({ ...a4x3, paper: 'A5' }))).toThrow(/paper/);
    expect(() => readLabelSheetsTemplate(sheets({ ...a4x3, gap: 2 }))).toThrow(/gap/);
    expect(() => readAnswerCardTemplate({ ...answerCardFile, notice: [] })).toThrow(/notice/);
    expect(readLabelSheetsTemplate(sheets(a4x3)).broken).toEqual(a4x3);
  });
});
