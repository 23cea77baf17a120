import type { DwtDeviceConfiguration, DwtGlobal, DwtOutputInfo, DwtScanner } from './dwt.types';

/** One page the stand-in's feeder holds. */
export interface StandInPage {
  bytes: Uint8Array;
  bitDepth: number;
}

/** How the stand-in behaves (every field has a working default). */
export interface StandInOptions {
  sources: string[];
  pages: StandInPage[];
  /** Which call fails (answers false, or rejects for GetSourceNamesAsync). */
  failAt: 'none' | 'sources' | 'select' | 'open' | 'acquire';
  /** Image ids whose JPG conversion fails. */
  failConvert: string[];
}

/** A JPEG's first bytes, enough for a header sniff. */
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/**
 * A stand-in for a Dynamsoft Web TWAIN object following its documented API: it records every call
 * and property write in `log`, fires OnPostTransferAsync for each page during AcquireImageAsync, and
 * converts buffer indices to blobs. The real SDK needs its local service and cannot run here.
 */
export function buildDwtStandIn(overrides: Partial<StandInOptions> = {}) {
  const o: StandInOptions = {
    sources: ['Fujitsu fi-7160', 'Canon DR-C240'],
    pages: [
      { bytes: JPEG_BYTES, bitDepth: 24 },
      { bytes: JPEG_BYTES, bitDepth: 1 },
    ],
    failAt: 'none',
    failConvert: [],
    ...overrides,
  };
  const log: string[] = [];
  const configs: DwtDeviceConfiguration[] = [];
  const listeners = new Map<string, (info: DwtOutputInfo) => void>();
  const buffer: { id: string; page: StandInPage }[] = [];
  const answer = (step: StandInOptions['failAt']) => Promise.resolve(o.failAt !== step);
  const prop = (name: string) => ({
    set(value: boolean) {
      log.push(`${name}=${value}`);
    },
    get: () => true,
  });
  const scanner = {
    async GetSourceNamesAsync(details: boolean) {
      log.push(`GetSourceNamesAsync(${details})`);
      if (o.failAt === 'sources') throw new Error('-2800 service not found');
      return [...o.sources];
    },
    SelectSourceByIndexAsync(index: number) {
      log.push(`SelectSourceByIndexAsync(${index})`);
      return answer('select');
    },
    OpenSourceAsync() {
      log.push('OpenSourceAsync');
      return answer('open');
    },
    CloseSourceAsync() {
      log.push('CloseSourceAsync');
      return Promise.resolve(true);
    },
    async AcquireImageAsync(config: DwtDeviceConfiguration) {
      log.push('AcquireImageAsync');
      configs.push(config);
      if (o.failAt === 'acquire') return false;
      o.pages.forEach((page, i) => {
        const id = String(1000 + i);
        buffer.push({ id, page });
        listeners.get('OnPostTransferAsync')?.({ imageId: id });
      });
      return true;
    },
    RegisterEvent(name: string, callback: (info: DwtOutputInfo) => void) {
      log.push(`RegisterEvent(${name})`);
      listeners.set(name, callback);
      return true;
    },
    UnregisterEvent(name: string) {
      log.push(`UnregisterEvent(${name})`);
      listeners.delete(name);
      return true;
    },
    ImageIDToIndex: (id: string) => buffer.findIndex((b) => b.id === id),
    GetImageBitDepth: (index: number) => buffer[index]?.page.bitDepth ?? 0,
    ConvertToBlob(
      indices: number[],
      type: number,
      ok: (blob: Blob, indices: number[], type: number) => void,
      fail: (code: number, message: string) => void,
    ) {
      log.push(`ConvertToBlob([${indices.join(',')}],${type})`);
      const entry = buffer[indices[0] ?? -1];
      if (!entry || o.failConvert.includes(entry.id)) fail(-1, 'convert failed');
      else ok(new Blob([entry.page.bytes as BlobPart], { type: 'image/jpeg' }), indices, type);
    },
    RemoveAllImages() {
      log.push('RemoveAllImages');
      buffer.length = 0;
      return true;
    },
    ErrorCode: 0,
    ErrorString: '',
  };
  for (const name of ['IfAutomaticDeskew', 'IfAutoFeed', 'IfAutoScan']) {
    Object.defineProperty(scanner, name, prop(name));
  }
  return { scanner: scanner as unknown as DwtScanner, log, configs };
}

/**
 * A stand-in of the SDK's global: CreateDWTObjectEx succeeds (with a scanner object behaving as
 * `scanner` says), or fails with `failCode`.
 */
export function buildDwtGlobalStandIn(
  overrides: {
    failCode?: number;
    notFound?: 'windows' | 'linux';
    silent?: boolean;
    scanner?: Partial<StandInOptions>;
  } = {},
) {
  const made = buildDwtStandIn(overrides.scanner);
  const deleted: string[] = [];
  const sdk: DwtGlobal = {
    DWT: {
      ProductKey: '',
      ResourcesPath: '',
      CreateDWTObjectEx(_config, ok, fail) {
        if (overrides.silent) return;
        if (overrides.notFound === 'windows') {
          sdk.OnWebTwainNotFoundOnWindowsCallback?.('Dynamic Web TWAIN', '/dwt/dist/setup.msi');
        } else if (overrides.notFound === 'linux') {
          sdk.OnWebTwainNotFoundOnLinuxCallback?.('Dynamic Web TWAIN', '/x.deb', '/x.rpm');
        } else if (overrides.failCode !== undefined) {
          fail({ code: overrides.failCode, message: 'failed' });
        } else ok(made.scanner);
      },
      DeleteDWTObject(id) {
        deleted.push(id);
        return true;
      },
    },
  };
  return { sdk, scanner: made.scanner, log: made.log, deleted };
}
