import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_DEFAULTS,
  PREFERENCE_EXPIRY_DAYS,
  readPreference,
  savePreference,
} from './preferences';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2024, 8, 1);

describe('preferences with expiry', () => {
  it('expire after 360 days by default', () => {
    expect(PREFERENCE_EXPIRY_DAYS).toBe(360);
    savePreference('paperType', 3, undefined, T0);
    expect(readPreference('paperType', T0 + 360 * DAY - 1)).toBe(3);
    expect(readPreference('paperType', T0 + 360 * DAY)).toBe(PREFERENCE_DEFAULTS.paperType);
  });

  it('remove an expired value from storage', () => {
    savePreference('feedPage', false, 1, T0);
    expect(readPreference('feedPage', T0 + 2 * DAY)).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('give the defaults when nothing is stored (paper type -1)', () => {
    expect(readPreference('paperType', T0)).toBe(-1);
    expect(readPreference('enterTheMarking', T0)).toBe(false);
  });

  it('keep each preference under its own key', () => {
    savePreference('radioType', 2, 360, T0);
    savePreference('enterTheMarking', true, 360, T0);
    expect(readPreference('radioType', T0)).toBe(2);
    expect(readPreference('enterTheMarking', T0)).toBe(true);
  });
});
