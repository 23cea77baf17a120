import JSZip from 'jszip';
import sharp from 'sharp';
import { MATERIAL_LIMITS } from '../../../shared/api';
import { fail } from '../../lib/app-error';

/** What an uploaded file turned out to be. */
export interface MaterialFile {
  mime: string;
  preview: 'pdf' | 'image' | 'word' | 'none';
}

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);
const ext = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Checks an upload by its bytes, not only its name: PDF, Word (.docx is a zip holding
 * word/document.xml, .doc an OLE file) or a picture; anything else, or a name that does not
 * match the content, is refused with a Chinese message.
 */
export async function materialFile(name: string, bytes: Uint8Array): Promise<MaterialFile> {
  const e = ext(name);
  const refuse = () => fail.badRequest(`只支持 ${MATERIAL_LIMITS.types}`);
  const mismatch = () => fail.badRequest(`“${name}”的内容与扩展名不符`);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    if (e !== 'pdf') throw mismatch();
    return { mime: 'application/pdf', preview: 'pdf' };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    if (e !== 'doc') throw mismatch();
    return { mime: 'application/msword', preview: 'none' };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const zip = await JSZip.loadAsync(bytes).catch(() => null);
    if (!zip?.file('word/document.xml')) throw refuse();
    if (e !== 'docx') throw mismatch();
    return {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      preview: 'word',
    };
  }
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const format = meta?.format;
  if (format && ['png', 'jpeg', 'gif', 'webp'].includes(format)) {
    const ok = format === 'jpeg' ? ['jpg', 'jpeg'].includes(e) : e === format;
    if (!ok) throw mismatch();
    return { mime: `image/${format}`, preview: 'image' };
  }
  throw refuse();
}
