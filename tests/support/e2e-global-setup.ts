import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this e2e run, removed after it. */
    e2eRunDir: string;
  }
}

/**
 * Builds the web app once before the end-to-end tests (set E2E_SKIP_BUILD=1 to reuse dist/), and
 * gives the run a directory for what its files share (the demo exam's snapshot), removed after.
 */
export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(join(tmpdir(), 'zy-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  if (process.env.E2E_SKIP_BUILD !== '1')
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (and turn
    // import.meta.env.PROD off); the e2e tests drive the product as it ships.
    execSync('npx vite build --logLevel warn', {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  return () => rmSync(runDir, { recursive: true, force: true });
}
