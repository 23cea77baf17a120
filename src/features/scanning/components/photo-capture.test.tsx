import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubCall } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { scanServer, uploadedNames } from '../scanning.server.fixture';
import { scanningReducer } from '../scanning.slice';
import { PHOTO_GUIDE, shotName } from './photo-capture';
import { ScanPage } from './scan-page';

const allStored = ({ body }: StubCall) => ({
  files: uploadedNames(body).map((name, i) => ({ fileId: `f${i}`, name, status: 'stored' })),
});

const renderPage = (path: string) =>
  renderFeature(<ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />, {
    path,
    reducers: { scanning: scanningReducer },
  });

/** A phone camera's shot as the file input hands it on (the camera names every shot alike). */
const shot = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 9, 9, 9])], 'image.jpg', {
    type: 'image/jpeg',
  });

const take = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('拍照上传 on /scan', () => {
  it('opens the rear camera for images, one card per shot, each shot uploaded into the batch with its own name', async () => {
    const { calls } = scanServer({
      routes: { 'POST /teacher/scan/batches/:id/files': allStored },
    });
    renderPage('/scan?paperId=p1');
    const button = await screen.findByRole('button', { name: /拍照上传/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.getByText(PHOTO_GUIDE)).toBeTruthy();
    const input = screen.getByLabelText('拍照上传答题卡');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.hasAttribute('multiple')).toBe(false);

    take(input, shot());
    const queue = await screen.findByRole('table', { name: '上传队列' });
    await waitFor(() => expect(within(queue).getAllByText('已保存')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /拍下一张/ })).toBeTruthy();
    take(input, shot());
    await waitFor(() => expect(within(queue).getAllByText('已保存')).toHaveLength(2));

    const names = calls
      .filter((c) => c.url === '/teacher/scan/batches/b1/files')
      .flatMap((c) => uploadedNames(c.body));
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^照片-\d{6}-001\.jpg$/);
    expect(names[1]).toMatch(/^照片-\d{6}-002\.jpg$/);
    expect(screen.getByText(/已拍 2 张/)).toBeTruthy();
  });

  it('waits for a paper before the camera opens', async () => {
    scanServer();
    renderPage('/scan');
    const button = await screen.findByRole('button', { name: /拍照上传/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('names shots by the time taken and their number, so a class sorts in the order shot', () => {
    expect(shotName(new Date(2026, 10, 27, 8, 5, 9), 7)).toBe('照片-080509-007.jpg');
  });
});
