import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubCall } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { scanServer, uploadedNames } from '../scanning.server.fixture';
import { scanningReducer } from '../scanning.slice';
import { ScanPage } from './scan-page';

/*
 * happy-dom has no FileSystemEntry API: the dropped entries are stand-ins with the members the
 * browser gives (isFile/isDirectory/name/fullPath, file(), createReader().readEntries() answering
 * in batches until an empty one), carried by DataTransfer items' webkitGetAsEntry().
 */
type Entry = { isFile: boolean; isDirectory: boolean; name: string; fullPath: string };

type FileEntry = Entry & { file(ok: (f: File) => void): void };
type DirectoryEntry = Entry & {
  createReader(): { readEntries(ok: (entries: Entry[]) => void): void };
};

const fileEntry = (fullPath: string, type = 'image/jpeg'): FileEntry => {
  const name = fullPath.split('/').pop()!;
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type });
  return { isFile: true, isDirectory: false, name, fullPath, file: (ok) => ok(file) };
};

const dirEntry = (fullPath: string, children: Entry[]): DirectoryEntry => {
  // Two batches of children, then the empty answer that ends the reading.
  const batches = [children.slice(0, 2), children.slice(2), []];
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.split('/').pop()!,
    fullPath,
    createReader: () => ({ readEntries: (ok) => ok(batches.shift()!) }),
  };
};

/** A DataTransfer as a drop of entries gives it. */
const dropOf = (entries: Entry[]) => ({
  items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })),
  files: [],
  types: ['Files'],
});

const allStored = ({ body }: StubCall) => ({
  files: uploadedNames(body).map((name, i) => ({ fileId: `f${i}`, name, status: 'stored' })),
});

const renderPage = (path: string) =>
  renderFeature(<ScanPage scanner={{ productKey: '', resourcesPath: '/dwt' }} />, {
    path,
    reducers: { scanning: scanningReducer },
  });

describe('DropZone on /scan', () => {
  it('takes a dropped file and a whole folder (nested) into the upload queue, named by path', async () => {
    const { calls } = scanServer({
      routes: { 'POST /teacher/scan/batches/:id/files': allStored },
    });
    renderPage('/scan?paperId=p1');
    const zone = await screen.findByTestId('scan-drop-zone');
    await waitFor(() => expect(zone.className).not.toContain('is-disabled'));
    const folder = dirEntry('/扫描结果', [
      fileEntry('/扫描结果/2.jpg'),
      fileEntry('/扫描结果/1.jpg'),
      fileEntry('/扫描结果/说明.txt', 'text/plain'),
      dirEntry('/扫描结果/背面', [fileEntry('/扫描结果/背面/3.tif', 'image/tiff')]),
    ]);
    fireEvent.dragOver(zone, { dataTransfer: dropOf([]) });
    expect(zone.className).toContain('is-over');
    fireEvent.drop(zone, { dataTransfer: dropOf([fileEntry('/10.jpg'), folder]) });

    const queue = await screen.findByRole('table', { name: '上传队列' });
    await waitFor(() => expect(within(queue).getAllByText('已保存')).toHaveLength(4));
    expect(zone.className).not.toContain('is-over');
    const uploads = calls.filter((c) => c.url === '/teacher/scan/batches/b1/files');
    expect(uploads.flatMap((c) => uploadedNames(c.body)).sort()).toEqual(
      ['10.jpg', '扫描结果/1.jpg', '扫描结果/2.jpg', '扫描结果/背面/3.tif'].sort(),
    );
    for (const name of ['10.jpg', '扫描结果/1.jpg', '扫描结果/2.jpg', '扫描结果/背面/3.tif'])
      expect(within(queue).getByText(name)).toBeTruthy();
    expect(screen.getByText(/未上传 1 个文件：扫描结果\/说明.txt/)).toBeTruthy();
  });

  it('takes plain dropped files when the browser gives no entries', async () => {
    const { calls } = scanServer({
      routes: { 'POST /teacher/scan/batches/:id/files': allStored },
    });
    renderPage('/scan?paperId=p1');
    const zone = await screen.findByTestId('scan-drop-zone');
    await waitFor(() => expect(zone.className).not.toContain('is-disabled'));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, {
      dataTransfer: { items: [{ kind: 'file' }], files: [file], types: ['Files'] },
    });
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.endsWith('/files')).flatMap((c) => uploadedNames(c.body)),
      ).toEqual(['a.jpg']),
    );
  });

  it('ignores a drop until a paper is chosen', async () => {
    const { calls } = scanServer();
    renderPage('/scan');
    const zone = await screen.findByTestId('scan-drop-zone');
    expect(zone.className).toContain('is-disabled');
    fireEvent.drop(zone, { dataTransfer: dropOf([fileEntry('/1.jpg')]) });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByRole('table', { name: '上传队列' })).toBeNull();
  });
});
