import { describe, expect, it } from 'vitest';
import { dataUrlToFile } from './data-url';

describe('dataUrlToFile', () => {
  it('decodes a base64 data URL into a File with its type', async () => {
    const file = dataUrlToFile('data:image/png;base64,AAEC/w==', 'scan.png');
    expect(file.name).toBe('scan.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });

  it('decodes a percent-encoded data URL', async () => {
    const file = dataUrlToFile('data:text/plain;charset=utf-8,%E4%BD%9C%E4%B8%9A', 'a.txt');
    expect(file.type).toBe('text/plain');
    expect(await file.text()).toBe('作业');
  });

  it('rejects a string that is not a data URL', () => {
    expect(() => dataUrlToFile('https://example.org/a.png', 'a.png')).toThrow(TypeError);
  });
});
