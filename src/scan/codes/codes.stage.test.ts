import { describe, expect, it } from 'vitest';
import { decodePageCode, encodePageCode } from '../../layout';
import { decodeOnePage } from '../testing/decoded';
import { code128Svg } from '../synthetic/synthetic-code128';
import { buildSheet, qrSvg } from '../synthetic/synthetic-sheet';
import { renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import { codeAngle, readCode } from './codes.stage';

const pageCode = encodePageCode({ paperId: 'p7k2', paperVersion: 3, layoutVersion: 1, page: 2 });
const isPageCode = (text: string): boolean => decodePageCode(text) !== null;

/** A sheet with a 15 mm page-code QR at (174, 19.5) and a Code128 at (30, 60). */
const scanWith = async (qrText: string, faults: Partial<ScanFaults> = {}) => {
  const sheet = buildSheet({
    shapes: [await qrSvg(qrText, 174, 19.5, 15), await code128Svg('20240115', 30, 60, 0.33, 10)],
  });
  return decodeOnePage(await renderScan(sheet, faults));
};

/** The corners of a layout rect (mm) at the page's geometry resolution, without any fit. */
const region = (dpi: number, x: number, y: number, w: number, h: number) => {
  const k = dpi / 25.4;
  return [
    { x: x * k, y: y * k },
    { x: (x + w) * k, y: (y + h) * k },
  ];
};

describe('readCode', () => {
  it('reads the page-code QR in its region and tells the page is upright', async () => {
    const page = await scanWith(pageCode);
    const r = await readCode(page, {
      format: 'QRCode',
      region: region(page.dpi, 172.5, 18, 18, 18),
      accept: isPageCode,
    });
    expect(r.found && r.code.text).toBe(pageCode);
    expect(r.found && ['roi', 'roi-full']).toContain(r.found && r.code.attempt);
    expect(r.found && codeAngle(r.code)).toBeLessThan(3);
  });

  it('reads a QR at full resolution on a blurred, washed-out scan and its angle on an upside-down page', async () => {
    const page = await scanWith(pageCode, { rotateDeg: 180, blur: 1.2, contrast: 0.5, noise: 6 });
    // upside down, the QR sits near the bottom-left corner
    const r = await readCode(page, {
      format: 'QRCode',
      region: region(page.dpi, 19.5, 261, 18, 18),
      accept: isPageCode,
    });
    expect(r.found && r.code.text).toBe(pageCode);
    expect(r.found && Math.abs(codeAngle(r.code) - 180)).toBeLessThan(3);
  });

  it('falls back to the whole page when the QR is far from the guessed region', async () => {
    const page = await scanWith(pageCode, { shiftMm: { x: -60, y: 40 } });
    const r = await readCode(page, {
      format: 'QRCode',
      region: region(page.dpi, 172.5, 18, 18, 18),
      accept: isPageCode,
    });
    expect(r.found && r.code.attempt).toBe('page');
  });

  it('reads a printed Code128 of the 考号 from the full-resolution source', async () => {
    const page = await scanWith(pageCode, { rotateDeg: 1.5 });
    const r = await readCode(page, { format: 'Code128', region: region(page.dpi, 30, 60, 30, 10) });
    expect(r.found && r.code.text).toBe('20240115');
  });

  it('names a foreign QR and a missing code instead of throwing', async () => {
    const page = await scanWith('https://example.com/not-ours');
    const foreign = await readCode(page, {
      format: 'QRCode',
      region: region(page.dpi, 172.5, 18, 18, 18),
      accept: isPageCode,
    });
    expect(foreign).toEqual({
      found: false,
      reason: expect.stringMatching(/^二维码不是本系统印制的/),
    });
    const none = await readCode(page, {
      format: 'Code128',
      region: region(page.dpi, 100, 150, 40, 12),
    });
    expect(none).toEqual({ found: false, reason: '未读到条形码' });
  });
});
