import type { ScanPaperCode } from '../decode/scan-size';

/**
 * The scan settings acquisition needs (the spec's dialog; the same shape as the API's
 * `ScanSettings`, repeated here because scan imports layout only).
 */
export interface AcquireSettings {
  /** Index of the chosen scanner in the detected list (the spec's scannerModel), null when none. */
  scannerIndex: number | null;
  /** 自适应: keep the scanner's own size; when off, scan colour 300 dpi at `paperSize`. */
  adaptive: boolean;
  /** Paper size code: A4 1, A3 11, B5 2, B4 6, 16k 0. */
  paperSize: ScanPaperCode;
  /** 分配给学科教师. */
  assignToSubjectTeachers: boolean;
}

/** Where an image came from. */
export type AcquireOrigin = 'scanner' | 'file';

/** One acquired image handed on for upload: the file, its name and the assign flag. */
export interface AcquiredFile {
  file: File;
  /** The name it is uploaded under (the scanner's image name, or the file's path in the folder). */
  name: string;
  assignToSubjectTeachers: boolean;
  origin: AcquireOrigin;
}

/** A file left out of an import, with the reason in Chinese. */
export interface SkippedFile {
  name: string;
  reason: string;
}
