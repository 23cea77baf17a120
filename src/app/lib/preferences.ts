import { localStore } from './local-storage';

/** Expiry of stored preferences (spec section 9: "360"); the unit is days. */
export const PREFERENCE_EXPIRY_DAYS = 360;

const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'zy.pref.';

/** The stored preferences the spec lists (paper type, radio type, feed page, enter-the-marking). */
export interface Preferences {
  paperType: number;
  radioType: number;
  feedPage: boolean;
  enterTheMarking: boolean;
}

/** Values used while nothing (or only an expired value) is stored; paper type -1 is the spec's. */
export const PREFERENCE_DEFAULTS: Preferences = {
  paperType: -1,
  radioType: 0,
  feedPage: true,
  enterTheMarking: false,
};

/** A preference name. */
export type PreferenceKey = keyof Preferences;

interface Stored<T> {
  value: T;
  expiresAt: number;
}

/** Stores a preference that expires after `expiryDays` days (default 360 days). */
export function savePreference<K extends PreferenceKey>(
  key: K,
  value: Preferences[K],
  expiryDays: number = PREFERENCE_EXPIRY_DAYS,
  now: number = Date.now(),
): void {
  localStore.save(PREFIX + key, { value, expiresAt: now + expiryDays * DAY_MS });
}

/** Reads a preference; an expired or missing one is removed and the default returned. */
export function readPreference<K extends PreferenceKey>(
  key: K,
  now: number = Date.now(),
): Preferences[K] {
  const stored = localStore.get<Stored<Preferences[K]>>(PREFIX + key);
  if (stored && typeof stored.expiresAt === 'number' && stored.expiresAt > now) return stored.value;
  localStore.remove(PREFIX + key);
  return PREFERENCE_DEFAULTS[key];
}
