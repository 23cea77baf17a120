import { execSync } from 'node:child_process';

/** Builds the web app once before the end-to-end tests (set E2E_SKIP_BUILD=1 to reuse dist/). */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (and turn
  // import.meta.env.PROD off); the e2e tests drive the product as it ships.
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
