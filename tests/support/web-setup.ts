// Browser-unit setup: happy-dom provides window, document and localStorage.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages are lazy routes: the first render of one waits for Vite to transform its module, which
// takes seconds on a busy 2-core machine (findBy* waits up to this long).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
