/** Most bytes a Word file may inflate to (all its parts together). */
export const MAX_INFLATED_BYTES = 60 * 1024 * 1024;
/** Most paragraphs (w:p) in the document body. */
export const MAX_PARAGRAPHS = 20_000;
/** Deepest element nesting in the document body (equations, tables, fields). */
export const MAX_DEPTH = 200;
/** Longest a Word import may take before it is stopped. */
export const IMPORT_TIME_LIMIT_MS = 60_000;

/** Chinese reasons a Word file is refused for its size or shape. */
export const LIMIT_MESSAGES = {
  inflated: `Word 文件解压后超过 ${MAX_INFLATED_BYTES / 1024 / 1024} MB，请删去过大的图片或拆分后导入`,
  paragraphs: `Word 文件超过 ${MAX_PARAGRAPHS} 段，请拆分后导入`,
  depth: `Word 文件中的公式或表格嵌套超过 ${MAX_DEPTH} 层，请简化后导入`,
  time: `Word 文件处理超过 ${IMPORT_TIME_LIMIT_MS / 1000} 秒，请拆分后导入`,
} as const;

/** A Word file over one of the limits above (answered as 400 with its message). */
export class DocxLimitError extends Error {}

/**
 * Counts the paragraphs and the deepest nesting of an XML part in one pass (indexOf only, so a
 * hostile part costs linear time) and refuses it over MAX_PARAGRAPHS or MAX_DEPTH.
 */
export function checkBodyShape(xml: string): void {
  let depth = 0;
  let paragraphs = 0;
  for (let at = xml.indexOf('<'); at >= 0; at = xml.indexOf('<', at + 1)) {
    const next = xml[at + 1];
    if (next === '!' && xml.startsWith('<!--', at)) {
      at = xml.indexOf('-->', at);
      if (at < 0) return;
      continue;
    }
    const end = xml.indexOf('>', at);
    if (end < 0) return;
    if (next === '/') depth--;
    else if (next !== '?' && next !== '!' && xml[end - 1] !== '/') {
      if (++depth > MAX_DEPTH) throw new DocxLimitError(LIMIT_MESSAGES.depth);
    }
    if (next === 'w' && xml.startsWith('<w:p', at) && /[\s>/]/.test(xml[at + 4] ?? '')) {
      if (++paragraphs > MAX_PARAGRAPHS) throw new DocxLimitError(LIMIT_MESSAGES.paragraphs);
    }
    at = end;
  }
}
