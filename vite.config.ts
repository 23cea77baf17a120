import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dwtResources } from './src/scan/acquire/dwt-resources.vite.js';
import { precompress } from './src/server/plugins/precompress.vite.js';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), dwtResources(import.meta.dirname), precompress(import.meta.dirname)],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/{layout,print,scan,shared,server}/**/*.test.ts',
            'tests/roundtrip/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/{app,features,ui}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
          // Whole pages of antd components render slowly in happy-dom on a 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // A page under CI load can take many seconds to show what a poll waits for (default 1 s).
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
