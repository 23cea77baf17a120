import type { ImportedQuestion } from '../../../../shared/api';
import { finishDraft } from './finish.stage';
import { htmlLines } from './html-lines.stage';
import { DocxLimitError } from './limits';
import { findQuestions } from './questions.stage';
import { readDocx } from './read.stage';
import { splitAtMarks } from './split.stage';

/** A Word file read into questions (images still `docx-image:<i>`), or why it was refused. */
export type ParsedDocx =
  | {
      ok: true;
      questions: ImportedQuestion[];
      warnings: string[];
      /** Questions whose score was the kind's default. */
      defaulted: number;
      images: { contentType: string; data: Uint8Array }[];
    }
  | { ok: false; message: string };

/** Every CPU-heavy stage of the Word import, bytes to questions (runs in a worker thread). */
export async function parseDocx(bytes: Uint8Array): Promise<ParsedDocx> {
  try {
    const read = await readDocx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!read.ok) return { ok: false, message: '无法读取该 Word 文件，请确认是 .docx 格式' };
    const { drafts, warnings } = findQuestions(splitAtMarks(htmlLines(read.html, read.formulas)));
    let defaulted = 0;
    const questions = drafts.map((d, i) => {
      const { defaultScore, ...q } = finishDraft(d, i + 1);
      if (defaultScore) defaulted++;
      return q;
    });
    return { ok: true, questions, warnings, defaulted, images: read.images };
  } catch (err) {
    if (err instanceof DocxLimitError) return { ok: false, message: err.message };
    throw err;
  }
}
