import type { AcquireSettings } from './acquire.types';

/** Scan settings for tests: scanner 0, adaptive off, A4, not assigned (override any field). */
export const buildAcquireSettings = (
  overrides: Partial<AcquireSettings> = {},
): AcquireSettings => ({
  scannerIndex: 0,
  adaptive: false,
  paperSize: 1,
  assignToSubjectTeachers: false,
  ...overrides,
});
