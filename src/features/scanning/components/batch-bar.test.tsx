import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildPaper, scanServer, uploadedNames } from '../scanning.server.fixture';
import { scanningReducer } from '../scanning.slice';
import { ScanPage } from './scan-page';

const papers = [
  buildPaper(),
  buildPaper({ id: 'p2', title: '期中练习', classes: [{ id: 'c2', name: '初二（2）班' }] }),
];

const classBox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('BatchBar on /scan', () => {
  it('scans for the paper and classes chosen: the batch is made for them and the files go into it', async () => {
    const { calls } = scanServer({ papers });
    const { location } = renderFeature(
      <ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />,
      { path: '/scan', reducers: { scanning: scanningReducer } },
    );
    expect(await screen.findByText('请先选择试卷和班级')).toBeTruthy();
    expect(classBox('初二（1）班（任教）').disabled).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '试卷' }));
    fireEvent.click(await screen.findByTitle('期中练习（数学）'));
    await waitFor(() => expect(location()).toBe('/scan?paperId=p2'));
    // The paper's own class is chosen for it; the teacher adds the class they teach.
    expect([classBox('初二（1）班（任教）').checked, classBox('初二（2）班').checked]).toEqual([
      false,
      true,
    ]);
    fireEvent.click(classBox('初二（1）班（任教）'));
    expect(classBox('初二（1）班（任教）').checked).toBe(true);

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], '1.jpg', { type: 'image/jpeg' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /选择文件$/ }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.change(screen.getByLabelText('选择扫描文件'), { target: { files: [jpeg] } });
    await waitFor(() => expect(location()).toBe('/scan?paperId=p2&batchId=b1'));
    const created = calls.find((c) => c.method === 'POST' && c.url === '/teacher/scan/batches');
    expect(created?.body).toMatchObject({ paperId: 'p2', classIds: ['c1', 'c2'] });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url === '/teacher/scan/batches/b1/files')
          .map((c) => uploadedNames(c.body)),
      ).toEqual([['1.jpg']]),
    );
    // A batch keeps the classes it was made for.
    await waitFor(() => expect(classBox('初二（2）班').disabled).toBe(true));
  });
});
