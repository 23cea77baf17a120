import type { AcquireSettings, AcquiredFile } from './acquire.types';
import { DWT, type DwtDeviceConfiguration, type DwtOutputInfo, type DwtScanner } from './dwt.types';
import type { RuledImage } from './image-encode';

/** A detected scanner (the spec's scanners: an id and a text name). */
export interface ScannerItem {
  id: number;
  name: string;
}

/** Spec section 8: what the teacher sees when acquisition fails. */
export const SCANNER_FAILED = '请重新选择扫描仪';
/** Shown when no scanner was detected. */
export const NO_SCANNER = '未检测到扫描仪，请连接扫描仪并打开电源后重新检测';

/** Scanners found, or why not. */
export type DetectResult = { ok: true; scanners: ScannerItem[] } | { ok: false; message: string };

/** How a scan run ended: pages handed on, pages that could not be converted. */
export type ScanOutcome =
  | { ok: true; pages: number; failedPages: number }
  | { ok: false; message: string; pages: number; failedPages: number };

/** Options a scan run takes besides the dialog's settings. */
export interface ScanOptions {
  /** The scanners detected and stored (scanning starts only when there is one). */
  scanners: readonly ScannerItem[];
  /** Receives each page as a JPG file, in scan order. */
  onFile(file: AcquiredFile): void | Promise<void>;
  /** Applies the image rules (the browser's canvas version by default). */
  rules(blob: Blob, settings: AcquireSettings, bitDepth: number): Promise<RuledImage>;
  /** Both sides of each sheet (default on). */
  duplex?: boolean;
  /** Feed the next sheet automatically (the spec's feedPage; default on). */
  autoFeed?: boolean;
}

/** The device configuration of the spec: feeder, duplex, no UI; colour 300 dpi + size when adaptive is off. */
export function deviceConfiguration(
  settings: AcquireSettings,
  duplex = true,
): DwtDeviceConfiguration {
  const base = {
    IfShowUI: false,
    IfFeederEnabled: true,
    IfDuplexEnabled: duplex,
    IfCloseSourceAfterAcquire: true,
    Resolution: 300,
  };
  if (settings.adaptive) return base;
  return { ...base, PixelType: DWT.PIXEL_RGB, PageSize: settings.paperSize };
}

/** Lists the scanners the local service sees. */
export async function detectScanners(scanner: DwtScanner): Promise<DetectResult> {
  try {
    const sources = await scanner.GetSourceNamesAsync(false);
    return { ok: true, scanners: sources.map((name, id) => ({ id, name: String(name) })) };
  } catch {
    return { ok: false, message: scanner.ErrorString || NO_SCANNER };
  }
}

const toBlob = (scanner: DwtScanner, index: number) =>
  new Promise<Blob>((done, fail) =>
    scanner.ConvertToBlob(
      [index],
      DWT.IMAGE_JPG,
      (blob) => done(blob),
      (code, message) => fail(new Error(`${code} ${message}`)),
    ),
  );

/**
 * Scans from the stored scanner index (only when a scanner exists): select, open, auto deskew,
 * auto feed and auto scan, acquire; each transfer becomes a JPG (image rules applied) handed to
 * `onFile` with its name and the assign flag. Any failure of the device answers 请重新选择扫描仪.
 */
export async function scanPages(
  scanner: DwtScanner,
  settings: AcquireSettings,
  options: ScanOptions,
): Promise<ScanOutcome> {
  let pages = 0;
  let failedPages = 0;
  if (options.scanners.length === 0) return { ok: false, message: NO_SCANNER, pages, failedPages };
  const index = settings.scannerIndex ?? 0;
  if (index < 0 || index >= options.scanners.length) {
    return { ok: false, message: SCANNER_FAILED, pages, failedPages };
  }
  let chain: Promise<void> = Promise.resolve();
  const onTransfer = (info: DwtOutputInfo) => {
    const imageId = info.imageId;
    if (!imageId) return;
    chain = chain.then(async () => {
      try {
        const at = scanner.ImageIDToIndex(imageId);
        const bitDepth = scanner.GetImageBitDepth(at);
        const ruled = await options.rules(await toBlob(scanner, at), settings, bitDepth);
        const name = `${imageId}.jpg`;
        const file = new File([ruled.blob], name, { type: 'image/jpeg' });
        const { assignToSubjectTeachers } = settings;
        await options.onFile({ file, name, assignToSubjectTeachers, origin: 'scanner' });
        pages += 1;
      } catch {
        failedPages += 1;
      }
    });
  };
  scanner.RegisterEvent('OnPostTransferAsync', onTransfer);
  try {
    if (!(await scanner.SelectSourceByIndexAsync(index))) throw new Error('select');
    if (!(await scanner.OpenSourceAsync())) throw new Error('open');
    scanner.IfAutomaticDeskew = true;
    scanner.IfAutoFeed = options.autoFeed ?? true;
    scanner.IfAutoScan = true;
    if (!(await scanner.AcquireImageAsync(deviceConfiguration(settings, options.duplex)))) {
      throw new Error('acquire');
    }
    await chain;
    return { ok: true, pages, failedPages };
  } catch {
    await chain;
    await scanner.CloseSourceAsync().catch(() => false);
    return { ok: false, message: SCANNER_FAILED, pages, failedPages };
  } finally {
    scanner.UnregisterEvent('OnPostTransferAsync', onTransfer);
    scanner.RemoveAllImages();
  }
}
