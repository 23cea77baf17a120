import type { AcquireSettings, AcquiredFile, SkippedFile } from './acquire.types';
import { applyImageRules, type RuledImage } from './image-encode';

/** The file kinds scanner software writes and the server reads. */
export type ImportKind = 'jpeg' | 'png' | 'tiff' | 'pdf';

const BY_EXTENSION: Record<string, ImportKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  png: 'png',
  tif: 'tiff',
  tiff: 'tiff',
  pdf: 'pdf',
};

const BY_TYPE: Record<string, ImportKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/tiff': 'tiff',
  'application/pdf': 'pdf',
};

/** Reason of a skipped file whose type is not imported. */
export const UNSUPPORTED_FILE = '不支持的文件类型（仅支持 JPG、PNG、TIFF、PDF）';

/** The kind of a file by its extension or MIME type, null when it is not imported. */
export function importKind(name: string, type = ''): ImportKind | null {
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? BY_TYPE[type.toLowerCase()] ?? null;
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** A file together with the name it goes under (its path inside a dropped or picked folder). */
export interface NamedFile {
  file: File;
  name: string;
}

/** The name of a picked file: its path in the folder when a folder was picked, else its name. */
export const pickedName = (file: File): string => file.webkitRelativePath || file.name;

/** Orders files by name, numbers compared as numbers ("2.jpg" before "10.jpg"). */
export const byName = (a: NamedFile, b: NamedFile): number => collator.compare(a.name, b.name);

/** What the import yields, one item per file, in name order. */
export type ImportItem =
  { kind: 'file'; item: AcquiredFile } | { kind: 'skipped'; skipped: SkippedFile };

/** Applies the image rules to one image (injectable for tests; the browser uses canvas). */
export type ImageRules = (blob: Blob, settings: AcquireSettings) => Promise<RuledImage>;

const asJpegName = (name: string) => name.replace(/\.[^./\\]*$/, '') + '.jpg';

/**
 * Imports files from a folder or a pick: skips what is not JPG/PNG/TIFF/PDF, applies the image
 * rules to JPG/PNG (TIFF and PDF go as they are: the server reads every page), and hands each
 * file on with its name and the assign flag, one at a time so uploading can start at once.
 */
export async function* importFiles(
  files: readonly NamedFile[],
  settings: AcquireSettings,
  rules: ImageRules = applyImageRules,
): AsyncGenerator<ImportItem> {
  const assignToSubjectTeachers = settings.assignToSubjectTeachers;
  for (const { file, name } of [...files].sort(byName)) {
    const kind = importKind(name, file.type);
    if (!kind) {
      yield { kind: 'skipped', skipped: { name, reason: UNSUPPORTED_FILE } };
      continue;
    }
    let out: AcquiredFile = { file, name, assignToSubjectTeachers, origin: 'file' };
    if (kind === 'jpeg' || kind === 'png') {
      const ruled = await rules(file, settings).catch(() => null);
      if (ruled?.changed) {
        const jpegName = asJpegName(name);
        const renamed = new File([ruled.blob], jpegName.split('/').pop() ?? jpegName, {
          type: 'image/jpeg',
        });
        out = { ...out, file: renamed, name: jpegName };
      }
    }
    yield { kind: 'file', item: out };
  }
}
