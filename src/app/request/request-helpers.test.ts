import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { createHttpClient } from './http-client';
import { createRequestHelpers, TRANSFER_TIMEOUT_MS } from './request-helpers';
import {
  authorizationOf,
  buildHttpDeps,
  buildTransport,
  type FakeReply,
} from './transport.fixture';

function setup(reply: FakeReply = { status: 200, body: { message: '成功', data: 'ok' } }) {
  const transport = buildTransport(() => reply);
  const { deps } = buildHttpDeps(transport.adapter);
  const saveFile = vi.fn();
  const request = createRequestHelpers(createHttpClient(deps), {
    client: deps.client,
    notify: deps.notify,
    saveFile,
  });
  return { request, calls: transport.calls, deps, saveFile };
}

describe('request helpers', () => {
  it('form POST skips null and undefined fields and resolves with the body', async () => {
    const { request, calls } = setup();
    const body = await request.postForm('/x', { a: 1, b: null, c: undefined, d: '', e: [1, 2] });
    expect(body).toEqual({ message: '成功', data: 'ok' });
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.data).toBe('a=1&d=&e=1&e=2');
    expect(calls[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
  });

  it('GET and DELETE skip query parameters whose value is null', async () => {
    const { request, calls } = setup();
    await request.get('/system/class', { orgId: 'o1', type: 1, pid: '', gone: null });
    await request.del('/y', { id: 'a', gone: undefined });
    expect(calls[0]?.params).toEqual({ orgId: 'o1', type: 1, pid: '' });
    expect(calls[1]?.method).toBe('delete');
    expect(calls[1]?.params).toEqual({ id: 'a' });
  });

  it('JSON POST and PUT send JSON; form PUT and form DELETE send form bodies', async () => {
    const { request, calls } = setup();
    await request.postJson('/j', { a: 1 });
    await request.putJson('/j', { b: 2 });
    await request.putForm('/f', { orgId: 'o', classId: null });
    await request.delForm('/f', { id: 'q' });
    expect(calls.map((call) => [call.method, call.data])).toEqual([
      ['post', '{"a":1}'],
      ['put', '{"b":2}'],
      ['put', 'orgId=o'],
      ['delete', 'id=q'],
    ]);
    expect(authorizationOf(calls[3])).toBe('Bearer access-old');
  });

  it('multipart PUT and upload send the FormData; upload waits 420000 ms', async () => {
    const { request, calls } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.jpg');
    await request.putMultipart('/m', form);
    await request.upload('/u', form);
    expect(calls[0]?.method).toBe('put');
    expect(calls[1]?.timeout).toBe(TRANSFER_TIMEOUT_MS);
    expect(calls[1]?.data).toBeInstanceOf(FormData);
  });

  it('the blob download POSTs JSON with 420000 ms and saves under the file name', async () => {
    const blob = new Blob(['pdf']);
    const { request, calls, saveFile } = setup({ status: 200, body: blob });
    await request.downloadPost('/export', { ids: [1] }, '成绩.xlsx');
    expect(calls[0]?.timeout).toBe(TRANSFER_TIMEOUT_MS);
    expect(calls[0]?.responseType).toBe('blob');
    expect(calls[0]?.data).toBe('{"ids":[1]}');
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(blob, '成绩.xlsx');
  });

  it('a failed download shows 下载失败', async () => {
    const { request, deps, saveFile } = setup({ status: 500, body: new Blob(['{}']) });
    await expect(request.downloadPost('/export', {}, 'a.pdf')).rejects.toThrow();
    expect(saveFile).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(MESSAGES.downloadFailed, 3000);
  });

  it('a download that cannot be saved shows 下载失败', async () => {
    const { request, deps, saveFile } = setup({ status: 200, body: new Blob(['x']) });
    saveFile.mockImplementation(() => {
      throw new Error('blocked');
    });
    await request.downloadPost('/export', {}, 'a.pdf');
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(MESSAGES.downloadFailed, 3000);
  });

  it('blob POST sends JSON with 420000 ms and resolves with the blob without saving it', async () => {
    const blob = new Blob(['pdf']);
    const { request, calls, saveFile } = setup({ status: 200, body: blob });
    const headers = vi.fn();
    expect(await request.postBlob('/preview', { preview: true }, headers)).toBe(blob);
    expect(headers).toHaveBeenCalledOnce();
    expect(calls[0]?.timeout).toBe(TRANSFER_TIMEOUT_MS);
    expect(calls[0]?.data).toBe('{"preview":true}');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('blob GET resolves with the blob', async () => {
    const blob = new Blob(['img']);
    const { request, calls } = setup({ status: 200, body: blob });
    expect(await request.getBlob('/img', { id: 1, no: null })).toBe(blob);
    expect(calls[0]?.params).toEqual({ id: 1 });
  });

  it('the login helper posts the form plus grant_type with the client basic header', async () => {
    const token = { access_token: 'a', refresh_token: 'r', expires_in: 7200 };
    const { request, calls } = setup({ status: 200, body: token });
    expect(
      await request.postToken('/oauth/oauth/token', { username: 'u', password: 'p' }, 'password'),
    ).toEqual(token);
    expect(calls[0]?.data).toBe('username=u&password=p&grant_type=password');
    expect(authorizationOf(calls[0])).toBe(`Basic ${btoa('homework-web:homework-web-secret')}`);
  });
});
