import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrinterCheckResult } from '../../../shared/api';
import { httpError, stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { PrinterCheckPanel } from './printer-check-panel';

/** A read-back as the server answers it (a "fit to page" print, shifted right and up). */
const buildPrinterCheck = (overrides: Partial<PrinterCheckResult> = {}): PrinterCheckResult => ({
  ok: false,
  scaleX: 0.97,
  scaleY: 0.971,
  offsetXmm: 3,
  offsetYmm: -2.1,
  rotationDeg: 0.5,
  verdict:
    '打印内容缩小了 3.0%（实际比例 97.0%），可能选择了“适合页面”，请选择“实际大小”（100%）重新打印',
  ...overrides,
});

const scan = (name = '校准页.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type: 'image/jpeg' });

function upload(file = scan()) {
  fireEvent.change(screen.getByLabelText('选择校准页扫描件'), { target: { files: [file] } });
}

/** The figure shown for a label in 校准结果. */
const figure = (label: string) => {
  const table = screen.getByRole('table');
  const cell = within(table).getByText(label).closest('th')!.nextElementSibling as HTMLElement;
  return cell.textContent;
};

describe('PrinterCheckPanel', () => {
  it('uploads the scanned check page and shows scale, offsets and what to change', async () => {
    const { calls } = stubHttp({ 'POST /teacher/scan/printer-check': () => buildPrinterCheck() });
    renderFeature(<PrinterCheckPanel />);
    expect(screen.getByRole('link', { name: '打印机校准' }).getAttribute('href')).toBe(
      '/pringtingtest',
    );
    upload();
    expect(await screen.findByText('打印机设置需要调整')).toBeTruthy();
    expect(screen.getByText(/打印内容缩小了 3\.0%.*适合页面.*实际大小”（100%）/)).toBeTruthy();
    expect(screen.getByText('校准页：校准页.jpg')).toBeTruthy();
    expect(
      ['横向比例', '纵向比例', '横向偏移', '纵向偏移', '倾斜'].map((label) => figure(label)),
    ).toEqual(['97.0%', '97.1%', '向右 3.0 毫米', '向上 2.1 毫米', '0.50°']);

    const sent = (calls[0]?.body as FormData).getAll('files') as File[];
    expect(calls[0]?.url).toBe('/teacher/scan/printer-check');
    expect(sent.map((f) => f.name)).toEqual(['校准页.jpg']);
  });

  it('says 打印比例正常 when the print is actual size', async () => {
    stubHttp({
      'POST /teacher/scan/printer-check': () =>
        buildPrinterCheck({
          ok: true,
          scaleX: 1.002,
          scaleY: 1,
          offsetXmm: 0,
          offsetYmm: 0.4,
          rotationDeg: 0.12,
          verdict: '打印比例正常（100.1%），没有明显偏移',
        }),
    });
    renderFeature(<PrinterCheckPanel />);
    upload();
    expect(await screen.findByText('打印比例正常（100.1%），没有明显偏移')).toBeTruthy();
    expect(figure('横向比例')).toBe('100.2%');
    expect(figure('横向偏移')).toBe('无偏移');
    expect(figure('纵向偏移')).toBe('向下 0.4 毫米');
  });

  it("shows the server's reason when the page cannot be read", async () => {
    stubHttp({
      'POST /teacher/scan/printer-check': () => {
        throw httpError(400, '校准页只找到 0 个定位块（至少需要 3 个）');
      },
    });
    renderFeature(<PrinterCheckPanel />);
    upload(scan('照片.jpg'));
    expect(await screen.findByText('无法读取校准页：照片.jpg')).toBeTruthy();
    expect(screen.getByText('校准页只找到 0 个定位块（至少需要 3 个）')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
