import JSZip from 'jszip';

/** A piece of a paragraph: text, an embedded PNG, a Word equation (OMML inside m:oMath), underlined text. */
export type Piece =
  string | { png: Buffer } | { omml: string } | { underline: string } | { xml: string };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"',
].join(' ');

const drawing = (rid: string, n: number) =>
  `<w:r><w:drawing><wp:inline><wp:extent cx="1905000" cy="952500"/><wp:docPr id="${n}" name="图片 ${n}"/>` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
  `<pic:nvPicPr><pic:cNvPr id="${n}" name="image${n}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:embed="${rid}"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic>` +
  `</wp:inline></w:drawing></w:r>`;

/**
 * Builds a minimal .docx (what Word writes, reduced): one paragraph per entry, each a string or a
 * list of pieces (text, embedded PNG images, OMML equations, raw XML); `parts` adds other files.
 */
export async function buildDocx(
  paragraphs: (Piece | Piece[])[],
  opts: { parts?: Record<string, Uint8Array> } = {},
): Promise<Buffer> {
  const zip = new JSZip();
  const rels: string[] = [];
  let n = 0;
  const piece = (p: Piece): string => {
    if (typeof p === 'string') return `<w:r><w:t xml:space="preserve">${esc(p)}</w:t></w:r>`;
    if ('omml' in p) return `<m:oMath>${p.omml}</m:oMath>`;
    if ('xml' in p) return p.xml;
    if ('underline' in p)
      return `<w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t xml:space="preserve">${esc(p.underline)}</w:t></w:r>`;
    n++;
    zip.file(`word/media/image${n}.png`, p.png);
    rels.push(
      `<Relationship Id="rIdImg${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image${n}.png"/>`,
    );
    return drawing(`rIdImg${n}`, n);
  };
  const body = paragraphs
    .map((p) => `<w:p>${(Array.isArray(p) ? p : [p]).map(piece).join('')}</w:p>`)
    .join('');
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NS}><w:body>${body}<w:sectPr/></w:body></w:document>`,
  );
  for (const [name, data] of Object.entries(opts.parts ?? {})) zip.file(name, data);
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 1 },
  });
}

/** An OMML run of text. */
export const mr = (t: string) => `<m:r><m:t>${esc(t)}</m:t></m:r>`;
/** An OMML fraction. */
export const mfrac = (num: string, den: string) =>
  `<m:f><m:num>${mr(num)}</m:num><m:den>${mr(den)}</m:den></m:f>`;
