import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  formatSize,
  nextChunk,
  queueCounts,
  uploadQueueReducer,
  type UploadItem,
} from './upload-queue';

const buildItem = (n: number, overrides: Partial<UploadItem> = {}): UploadItem => ({
  key: `u${n}`,
  batchId: 'b1',
  name: `${n}.jpg`,
  size: 1000,
  file: new Blob(['x']),
  state: 'waiting',
  message: null,
  ...overrides,
});

describe('upload queue', () => {
  it('sends waiting files of one batch in chunks of ten', () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => buildItem(i)),
      buildItem(99, { batchId: 'b2' }),
    ];
    expect(nextChunk(items).map((i) => i.key)).toEqual(
      items.slice(0, CHUNK_SIZE).map((i) => i.key),
    );
    const rest = uploadQueueReducer(items, {
      type: 'started',
      keys: items.slice(0, 10).map((i) => i.key),
    });
    expect(nextChunk(rest).map((i) => i.key)).toEqual(['u10', 'u11']);
  });

  it('matches the answer to the files in order: 已保存, 重复文件 with what it repeats, 失败 when missing', () => {
    const items = [buildItem(1), buildItem(2), buildItem(3)];
    const keys = items.map((i) => i.key);
    const answered = uploadQueueReducer(uploadQueueReducer(items, { type: 'started', keys }), {
      type: 'answered',
      keys,
      files: [
        { fileId: 'f1', name: '1.jpg', status: 'stored' },
        {
          fileId: 'f2',
          name: '2.jpg',
          status: 'duplicate',
          duplicateOf: { fileId: 'f0', name: '旧/2.jpg', batchId: 'b0' },
        },
      ],
    });
    expect(answered.map((i) => [i.state, i.message])).toEqual([
      ['saved', null],
      ['duplicate', '与已上传的 旧/2.jpg 相同'],
      ['failed', '服务器未确认收到该文件'],
    ]);
    expect(queueCounts(answered)).toEqual({
      waiting: 0,
      uploading: 0,
      saved: 1,
      duplicate: 1,
      failed: 1,
    });
  });

  it('keeps the server message of a failed request, and retries only failed files', () => {
    const items = [buildItem(1), buildItem(2, { state: 'saved' })];
    const failed = uploadQueueReducer(items, {
      type: 'failed',
      keys: ['u1'],
      message: '上传的文件过大',
    });
    expect(failed[0]).toMatchObject({ state: 'failed', message: '上传的文件过大' });
    const retried = uploadQueueReducer(failed, { type: 'retried', key: 'u1' });
    expect(retried[0]).toMatchObject({ state: 'waiting', message: null });
    expect(uploadQueueReducer(retried, { type: 'retried', key: 'u2' })[1]?.state).toBe('saved');
  });

  it('formats sizes', () => {
    expect([1, 812 * 1024, 2.44 * 1024 * 1024].map(formatSize)).toEqual([
      '1 KB',
      '812 KB',
      '2.4 MB',
    ]);
  });
});
