import JSZip from 'jszip';
import mammoth from 'mammoth';
import { elementSpans, replaceElements } from './formula-scan';
import { DocxLimitError, LIMIT_MESSAGES, MAX_INFLATED_BYTES, checkBodyShape } from './limits';
import { ommlToTex } from './omml';
import { parseXml, type XmlNode } from './xml';

/** An image of the document, referenced from the HTML as `docx-image:<index>`. */
export interface DocxImage {
  contentType: string;
  data: Buffer;
}

/** A Word equation, referenced from the text as ⟦公式<index>⟧. */
export interface Formula {
  tex: string;
  display: boolean;
  /** False when parts of the equation had no TeX counterpart. */
  exact: boolean;
}

/** What mammoth made of the document, or why it could not be read. */
export type DocxRead =
  | { ok: true; html: string; images: DocxImage[]; formulas: Formula[] }
  | { ok: false; reason: string };

/** The main document part named by the package relationships (usually word/document.xml). */
async function mainPart(zip: JSZip): Promise<string | null> {
  const rels = await zip.file('_rels/.rels')?.async('string');
  const target = rels && /Type="[^"]*\/officeDocument"[^>]*Target="\/?([^"]+)"/.exec(rels)?.[1];
  const alt = rels && /Target="\/?([^"]+)"[^>]*Type="[^"]*\/officeDocument"/.exec(rels)?.[1];
  const path = target ?? alt ?? 'word/document.xml';
  return zip.file(path) ? path : null;
}

/**
 * Replaces Word equations (OMML, which mammoth drops) by a marker run, converting each to TeX
 * so the import keeps it and can say that it should be checked.
 */
export function markFormulas(xml: string, formulas: Formula[]): string {
  const marker = (node: XmlNode, display: boolean) => {
    const { tex, exact } = ommlToTex(node);
    formulas.push({ tex, display, exact });
    return `<w:r><w:t xml:space="preserve">⟦公式${formulas.length - 1}⟧</w:t></w:r>`;
  };
  const paras = replaceElements(xml, 'm:oMathPara', (para) =>
    elementSpans(para, 'm:oMath')
      .map(({ from, to }) => marker(parseXml(para.slice(from, to)).children[0] as XmlNode, true))
      .join(''),
  );
  return replaceElements(paras, 'm:oMath', (m) =>
    marker(parseXml(m).children[0] as XmlNode, false),
  );
}

/** Inflates every part once as a stream, stopping as soon as all together pass `cap` bytes. */
async function inflatesWithin(zip: JSZip, cap: number): Promise<boolean> {
  let total = 0;
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const within = await new Promise<boolean>((resolve, reject) => {
      const stream = file.nodeStream('nodebuffer');
      stream
        .on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > cap) {
            stream.pause();
            resolve(false);
          }
        })
        .on('error', reject)
        .on('end', () => resolve(true));
    });
    if (!within) return false;
  }
  return true;
}

/**
 * Reads a .docx: HTML by mammoth (images kept aside, equations as markers). Throws DocxLimitError
 * when it inflates past MAX_INFLATED_BYTES or its body has too many paragraphs or levels.
 */
export async function readDocx(buffer: Buffer): Promise<DocxRead> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buffer);
  } catch {
    return { ok: false, reason: '不是 zip 格式' };
  }
  const within = await inflatesWithin(zip, MAX_INFLATED_BYTES).catch(() => null);
  if (within === null) return { ok: false, reason: '压缩内容已损坏' };
  if (!within) throw new DocxLimitError(LIMIT_MESSAGES.inflated);
  const path = await mainPart(zip);
  const xml = path ? await zip.file(path)?.async('string') : undefined;
  if (!path || !xml) return { ok: false, reason: '缺少正文 word/document.xml' };
  checkBodyShape(xml);
  const formulas: Formula[] = [];
  zip.file(path, markFormulas(xml, formulas));
  const patched = await zip.generateAsync({ type: 'nodebuffer' });
  const images: DocxImage[] = [];
  try {
    const result = await mammoth.convertToHtml(
      { buffer: patched },
      {
        // Underlined spaces are how many teachers draw a blank: keep underlines for htmlLines.
        styleMap: ['u => u'],
        convertImage: mammoth.images.imgElement(async (image) => {
          const i = images.length;
          images.push({ contentType: image.contentType, data: Buffer.alloc(0) });
          images[i] = { contentType: image.contentType, data: await image.read() };
          return { src: `docx-image:${i}` };
        }),
      },
    );
    return { ok: true, html: result.value, images, formulas };
  } catch {
    return { ok: false, reason: '正文无法解析' };
  }
}
