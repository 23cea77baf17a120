import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { createHttpClient } from './http-client';
import { buildHttpDeps, buildTransport, type FakeReply } from './transport.fixture';

async function failWith(reply: FakeReply | 'network') {
  const transport = buildTransport(() => {
    if (reply === 'network') throw new Error('Network Error');
    return reply;
  });
  const { deps } = buildHttpDeps(transport.adapter);
  const outcome = await createHttpClient(deps)
    .get('/anything')
    .then(
      () => 'resolved',
      () => 'rejected',
    );
  return { deps, outcome };
}

describe('error catalogue (spec section 8)', () => {
  it('404 shows 很抱歉，资源未找到 for 5000 ms', async () => {
    const { deps, outcome } = await failWith({ status: 404, body: { message: 'x' } });
    expect(outcome).toBe('rejected');
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(MESSAGES.notFound, 5000);
  });

  it('403 shows 很抱歉，您暂无该操作权限', async () => {
    const { deps } = await failWith({ status: 403, body: { message: 'x' } });
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(MESSAGES.forbidden, 3000);
  });

  it('401 clears the stored state and the user and goes to /', async () => {
    const { deps, outcome } = await failWith({ status: 401, body: { message: '登录已过期' } });
    expect(outcome).toBe('rejected');
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('other errors show the server message', async () => {
    const { deps } = await failWith({ status: 400, body: { message: '用户名或密码错误' } });
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith('用户名或密码错误', 3000);
  });

  it('other errors without a body show 系统内部异常，请联系网站管理员', async () => {
    const { deps } = await failWith({ status: 500, body: null });
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(MESSAGES.internal, 3000);
  });

  it('a network failure (no answer at all) shows the internal message', async () => {
    const { deps } = await failWith('network');
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(MESSAGES.internal, 3000);
  });

  it('a message containing refresh token无效 clears the session and goes to /', async () => {
    const { deps } = await failWith({ status: 400, body: { message: 'refresh token无效' } });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('only 200 is success: a 201 answer is an error', async () => {
    const { deps, outcome } = await failWith({ status: 201, body: { message: '已创建' } });
    expect(outcome).toBe('rejected');
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith('已创建', 3000);
  });
});
