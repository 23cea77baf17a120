import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

/** A window whose navigator has a service-worker container, and its load listeners. */
function buildWindow(register = vi.fn().mockResolvedValue({})) {
  const target = new EventTarget();
  const win = Object.assign(target, { navigator: { serviceWorker: { register } } });
  return {
    win: win as unknown as Window,
    register,
    load: () => target.dispatchEvent(new Event('load')),
  };
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('registers /service-worker.js once the page has loaded, in production', () => {
    vi.stubEnv('PROD', true);
    const { win, register, load } = buildWindow();
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
    expect(register).toHaveBeenCalledExactlyOnceWith('/service-worker.js');
  });

  it('registers nothing in development', () => {
    vi.stubEnv('PROD', false);
    const { win, register, load } = buildWindow();
    registerServiceWorker(win);
    load();
    expect(register).not.toHaveBeenCalled();
  });

  it('leaves browsers without service workers alone and reports a failed registration', async () => {
    vi.stubEnv('PROD', true);
    const bare = new EventTarget();
    const win = Object.assign(bare, { navigator: {} }) as unknown as Window;
    expect(() => registerServiceWorker(win)).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = buildWindow(vi.fn().mockRejectedValue(new Error('blocked')));
    registerServiceWorker(failing.win);
    failing.load();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('service worker registration failed', expect.any(Error)),
    );
    warn.mockRestore();
  });
});
