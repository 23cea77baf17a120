import { describe, expect, it } from 'vitest';
import { buildAcquireSettings } from './acquire.fixture';
import type { AcquireSettings, AcquiredFile } from './acquire.types';
import { buildDwtStandIn } from './dwt-stand-in.fixture';
import {
  deviceConfiguration,
  detectScanners,
  NO_SCANNER,
  SCANNER_FAILED,
  scanPages,
  type ScanOptions,
} from './dwt-session';

const buildSettings = (overrides: Partial<AcquireSettings> = {}) =>
  buildAcquireSettings({ scannerIndex: 1, assignToSubjectTeachers: true, ...overrides });

/** Scan options that collect the handed-on files; the rules pass the blob through, noting the bit depth. */
function buildOptions(overrides: Partial<ScanOptions> = {}) {
  const files: AcquiredFile[] = [];
  const depths: number[] = [];
  const options: ScanOptions = {
    scanners: [
      { id: 0, name: 'Fujitsu fi-7160' },
      { id: 1, name: 'Canon DR-C240' },
    ],
    onFile: (file) => void files.push(file),
    rules: async (blob, _settings, bitDepth) => {
      depths.push(bitDepth);
      return { blob, changed: false, plan: { grayscale: bitDepth === 1, resizeTo: null } };
    },
    ...overrides,
  };
  return { options, files, depths };
}

describe('detectScanners (Dynamsoft stand-in)', () => {
  it('lists the sources as scanners with their index as id', async () => {
    const { scanner, log } = buildDwtStandIn();
    expect(await detectScanners(scanner)).toEqual({
      ok: true,
      scanners: [
        { id: 0, name: 'Fujitsu fi-7160' },
        { id: 1, name: 'Canon DR-C240' },
      ],
    });
    expect(log).toEqual(['GetSourceNamesAsync(false)']);
  });

  it('answers a message instead of throwing when the service fails', async () => {
    const { scanner } = buildDwtStandIn({ failAt: 'sources' });
    expect(await detectScanners(scanner)).toEqual({ ok: false, message: NO_SCANNER });
  });
});

describe('scanPages (Dynamsoft stand-in)', () => {
  it('follows the documented flow and hands on each page as a JPG with its name and the flag', async () => {
    const { scanner, log, configs } = buildDwtStandIn();
    const { options, files, depths } = buildOptions();
    const outcome = await scanPages(scanner, buildSettings(), options);
    expect(outcome).toEqual({ ok: true, pages: 2, failedPages: 0 });
    expect(log).toEqual([
      'RegisterEvent(OnPostTransferAsync)',
      'SelectSourceByIndexAsync(1)',
      'OpenSourceAsync',
      'IfAutomaticDeskew=true',
      'IfAutoFeed=true',
      'IfAutoScan=true',
      'AcquireImageAsync',
      'ConvertToBlob([0],1)',
      'ConvertToBlob([1],1)',
      'UnregisterEvent(OnPostTransferAsync)',
      'RemoveAllImages',
    ]);
    expect(configs).toEqual([
      {
        IfShowUI: false,
        IfFeederEnabled: true,
        IfDuplexEnabled: true,
        IfCloseSourceAfterAcquire: true,
        Resolution: 300,
        PixelType: 2,
        PageSize: 1,
      },
    ]);
    expect(depths).toEqual([24, 1]);
    expect(
      files.map((f) => [f.name, f.file.name, f.file.type, f.assignToSubjectTeachers, f.origin]),
    ).toEqual([
      ['1000.jpg', '1000.jpg', 'image/jpeg', true, 'scanner'],
      ['1001.jpg', '1001.jpg', 'image/jpeg', true, 'scanner'],
    ]);
  });

  it('leaves colour and page size to the scanner when adaptive is on; duplex and feeding can be turned off', async () => {
    const { scanner, log, configs } = buildDwtStandIn();
    const { options } = buildOptions({ duplex: false, autoFeed: false });
    await scanPages(scanner, buildSettings({ adaptive: true, paperSize: 11 }), options);
    expect(configs[0]).toEqual({
      IfShowUI: false,
      IfFeederEnabled: true,
      IfDuplexEnabled: false,
      IfCloseSourceAfterAcquire: true,
      Resolution: 300,
    });
    expect(log).toContain('IfAutoFeed=false');
  });

  it('uses scanner 0 when none was stored, and does not start without a detected scanner', async () => {
    const first = buildDwtStandIn();
    await scanPages(first.scanner, buildSettings({ scannerIndex: null }), buildOptions().options);
    expect(first.log).toContain('SelectSourceByIndexAsync(0)');

    const none = buildDwtStandIn();
    const outcome = await scanPages(
      none.scanner,
      buildSettings(),
      buildOptions({ scanners: [] }).options,
    );
    expect(outcome).toEqual({ ok: false, message: NO_SCANNER, pages: 0, failedPages: 0 });
    expect(none.log).toEqual([]);
  });

  for (const failAt of ['select', 'open', 'acquire'] as const) {
    it(`answers 请重新选择扫描仪 when ${failAt} fails, and closes the source`, async () => {
      const { scanner, log } = buildDwtStandIn({ failAt });
      const outcome = await scanPages(scanner, buildSettings(), buildOptions().options);
      expect(outcome).toEqual({ ok: false, message: SCANNER_FAILED, pages: 0, failedPages: 0 });
      expect(log).toContain('CloseSourceAsync');
      expect(log.at(-1)).toBe('RemoveAllImages');
    });
  }

  it('an index beyond the stored list asks to choose the scanner again', async () => {
    const { scanner, log } = buildDwtStandIn();
    const outcome = await scanPages(
      scanner,
      buildSettings({ scannerIndex: 5 }),
      buildOptions().options,
    );
    expect(outcome).toMatchObject({ ok: false, message: SCANNER_FAILED });
    expect(log).toEqual([]);
  });

  it('counts a page whose conversion fails and goes on with the next', async () => {
    const { scanner } = buildDwtStandIn({ failConvert: ['1000'] });
    const { options, files } = buildOptions();
    expect(await scanPages(scanner, buildSettings(), options)).toEqual({
      ok: true,
      pages: 1,
      failedPages: 1,
    });
    expect(files.map((f) => f.name)).toEqual(['1001.jpg']);
  });
});

describe('deviceConfiguration', () => {
  it('is the spec: no UI, feeder, duplex by default, colour 300 dpi and the size with adaptive off', () => {
    expect(deviceConfiguration(buildSettings({ paperSize: 0 }))).toMatchObject({
      IfShowUI: false,
      IfFeederEnabled: true,
      IfDuplexEnabled: true,
      PixelType: 2,
      Resolution: 300,
      PageSize: 0,
    });
  });
});
