/** Path of the service worker (spec section 9), served from public/. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** Registers the service worker after load, in production builds of browsers that support it. */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  win.addEventListener('load', () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  });
}
