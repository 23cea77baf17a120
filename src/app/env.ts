/** Browser configuration: only `VITE_*` variables reach the browser (see .env.example). */
export const appConfig = {
  /** Every API call goes to this base (same origin; Vite proxies it in development). */
  apiBase: '/api',
  oauthClient: {
    id: import.meta.env.VITE_OAUTH_CLIENT_ID || 'homework-web',
    secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'homework-web-secret',
  },
  /** The usage guide opened by 使用说明 (a static page served with the app). */
  helpUrl: '/help.html',
  /** Dynamsoft Web TWAIN licence for scanning from a scanner; empty: only file import on /scan. */
  dwtProductKey: import.meta.env.VITE_DWT_PRODUCT_KEY ?? '',
  /** The address phones reach the product at (移动端 QR); empty: this browser's own origin. */
  publicUrl: (import.meta.env.VITE_PUBLIC_URL ?? '').replace(/\/+$/, ''),
} as const;
