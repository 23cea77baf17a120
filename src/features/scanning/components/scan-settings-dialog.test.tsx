import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../../tests/support/render-feature';
import { settingsDialogWidth } from '../model/dialog-width';
import { loadScanSettings } from '../model/settings-storage';
import { scanServer } from '../scanning.server.fixture';
import { SCAN_DEFAULTS, scanningReducer, type SavedScanSettings } from '../scanning.slice';
import { ScanPage } from './scan-page';
import { PAPER_SIZES, ScanSettingsDialog } from './scan-settings-dialog';

const buildSettings = (overrides: Partial<SavedScanSettings> = {}): SavedScanSettings => ({
  ...SCAN_DEFAULTS,
  ...overrides,
});

function renderDialog(
  value = buildSettings(),
  scanners = [
    { id: 0, name: 'Fujitsu fi-7160' },
    { id: 1, name: 'Canon DR-C240' },
  ],
) {
  const onSave = vi.fn<(s: SavedScanSettings) => void>();
  const onCancel = vi.fn();
  renderFeature(
    <ScanSettingsDialog
      open
      scanners={scanners}
      value={value}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel, dialog: screen.getByRole('dialog') };
}

const radio = (group: string, label: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByLabelText(label);

describe('settingsDialogWidth (spec section 2)', () => {
  it('is 80% under 550 px, 30% under 1400 px, else 25%', () => {
    expect([320, 549, 550, 1399, 1400, 1920].map(settingsDialogWidth)).toEqual([
      '80%',
      '80%',
      '30%',
      '30%',
      '25%',
      '25%',
    ]);
  });
});

describe('ScanSettingsDialog', () => {
  it('shows 扫描设置 with the scanner placeholder, and the paper size only when adaptive is 否', () => {
    const { dialog } = renderDialog(buildSettings({ scannerModel: 7 }));
    expect(within(dialog).getByText('扫描设置')).toBeTruthy();
    expect(within(dialog).getByText('请选择扫描仪')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: '纸张大小' })).toBeNull();
    fireEvent.click(radio('自适应', '否'));
    const sizes = within(screen.getByRole('radiogroup', { name: '纸张大小' }))
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(sizes).toEqual(['A4', 'A3', 'B5', 'B4', '16k']);
  });

  it('saves the chosen values with the spec codes (B4 = 6)', () => {
    const { onSave } = renderDialog();
    fireEvent.click(radio('自适应', '否'));
    fireEvent.click(radio('纸张大小', 'B4'));
    fireEvent.click(radio('分配给学科教师', '是'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(onSave).toHaveBeenCalledWith({
      ...SCAN_DEFAULTS,
      adaptive: false,
      pageSize: 6,
      scanSubject: true,
    });
  });

  it('is not closed by Escape or by clicking outside', () => {
    const { onCancel, dialog } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    const mask = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(mask);
    fireEvent.mouseUp(mask);
    fireEvent.click(mask);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  const modalWidth = () => (document.querySelector('.ant-modal') as HTMLElement).style.width;

  it.each([
    [500, '80%'],
    [1000, '30%'],
    [1600, '25%'],
  ])('is %s wide in a window %i px wide', (screenWidth, width) => {
    window.innerWidth = screenWidth;
    renderDialog();
    expect(modalWidth()).toBe(width);
    window.innerWidth = 1024;
  });

  it('follows the window when it is resized', async () => {
    window.innerWidth = 500;
    renderDialog();
    expect(modalWidth()).toBe('80%');
    window.innerWidth = 1600;
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(modalWidth()).toBe('25%'));
    window.innerWidth = 1024;
  });
});

describe('扫描设置 on /scan', () => {
  it.each(PAPER_SIZES.map((p) => [p.label, p.value] as const))(
    'keeps 纸张大小 %s as code %i in the saved settings and the next batch',
    async (label, code) => {
      const { calls } = scanServer();
      renderFeature(<ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />, {
        path: '/scan?paperId=p1',
        reducers: { scanning: scanningReducer },
      });
      fireEvent.click(await screen.findByRole('button', { name: /扫描设置$/ }));
      fireEvent.click(radio('自适应', '否'));
      fireEvent.click(radio('纸张大小', label));
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      expect(loadScanSettings()).toEqual({ ...SCAN_DEFAULTS, adaptive: false, pageSize: code });

      const input = screen.getByLabelText('选择扫描文件');
      await waitFor(() => expect(input.closest('.is-disabled')).toBeNull());
      const tiff = new File([new Uint8Array([0x49, 0x49, 0x2a, 0])], '1.tif', {
        type: 'image/tiff',
      });
      fireEvent.change(input, { target: { files: [tiff] } });
      await waitFor(() =>
        expect(
          calls.find((c) => c.method === 'POST' && c.url === '/teacher/scan/batches')?.body,
        ).toEqual({
          paperId: 'p1',
          classIds: ['c1'],
          settings: {
            scannerIndex: null,
            adaptive: false,
            paperSize: code,
            assignToSubjectTeachers: false,
          },
        }),
      );
    },
  );
});
