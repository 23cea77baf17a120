import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDwtGlobalStandIn } from '../../../scan/acquire/dwt-stand-in.fixture';
import { renderFeature } from '../../../../tests/support/render-feature';
import { scanServer } from '../scanning.server.fixture';
import { scanningReducer } from '../scanning.slice';
import { ScanPage } from './scan-page';

/**
 * The scanner path of /scan with the adapter's stand-in of the Dynamsoft SDK (its documented API;
 * the real SDK needs its local service and cannot run here) loaded in place of `dwt`.
 */
function renderWithSdk(made: ReturnType<typeof buildDwtGlobalStandIn>) {
  const scanner = { productKey: 't0123-trial', resourcesPath: '/dwt', load: async () => made.sdk };
  return renderFeature(<ScanPage scanner={scanner} />, {
    path: '/scan?paperId=p1',
    reducers: { scanning: scanningReducer },
  });
}

describe('ScanPage scanner path (Dynamsoft stand-in)', () => {
  it('shows the service guide with the installers when the local service is missing; files still work', async () => {
    scanServer();
    renderWithSdk(buildDwtGlobalStandIn({ failCode: -2800 }));
    const guide = (await screen.findByText('未检测到本机扫描服务')).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(within(guide).getByText(/需要在这台电脑上安装一次 Dynamsoft 扫描服务/)).toBeTruthy();
    const links = within(guide)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Windows', '/dwt/dist/DynamicWebTWAINServiceSetup.msi'],
      ['macOS', '/dwt/dist/DynamicWebTWAINServiceSetup.pkg'],
      ['Linux (deb)', '/dwt/dist/DynamicWebTWAINServiceSetup.deb'],
      ['Linux (rpm)', '/dwt/dist/DynamicWebTWAINServiceSetup.rpm'],
    ]);
    expect(screen.queryByRole('button', { name: /开始扫描/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /选择文件$/ }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it('offers the installer the SDK names for this system', async () => {
    scanServer();
    renderWithSdk(buildDwtGlobalStandIn({ notFound: 'windows' }));
    const guide = (await screen.findByText('未检测到本机扫描服务')).closest(
      '.ant-alert',
    ) as HTMLElement;
    const link = within(guide).getByRole('link', { name: 'Windows' });
    expect(link.getAttribute('href')).toBe('/dwt/dist/setup.msi');
  });

  it('says 请重新选择扫描仪 when acquisition fails, after making the batch', async () => {
    const { calls } = scanServer();
    const made = buildDwtGlobalStandIn({ scanner: { failAt: 'acquire' } });
    renderWithSdk(made);
    expect(await screen.findByText('扫描仪：Fujitsu fi-7160')).toBeTruthy();
    const start = screen.getByRole('button', { name: /开始扫描/ });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    expect(await screen.findByText('请重新选择扫描仪')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/teacher/scan/batches' && c.method === 'POST')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          paperId: 'p1',
          settings: expect.objectContaining({ scannerIndex: 0 }),
        }),
      }),
    ]);
    expect(made.log).toEqual(
      expect.arrayContaining([
        'SelectSourceByIndexAsync(0)',
        'AcquireImageAsync',
        'CloseSourceAsync',
      ]),
    );
    expect(calls.some((c) => c.url.endsWith('/files'))).toBe(false);
  });
});
