import type { PageSizeCode, SavedScanSettings } from '../scanning.slice';

/** Where the dialog's settings are kept (the spec's stored preferences expire after 360 days). */
export const SETTINGS_KEY = 'zy.scan.settings';
const EXPIRY_DAYS = 360;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The scan API's paper-size codes (A4=1 A3=11 B5=2 B4=6 16k=0; scanSettings.paperSize). */
const PAGE_SIZES: readonly number[] = [1, 11, 2, 6, 0] satisfies PageSizeCode[];

// Checked by hand rather than with zod: the store reads this at start-up, and zod would weigh on
// every page's first load (the /login budget).
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
function savedValue(v: unknown): SavedScanSettings | null {
  if (!isObject(v)) return null;
  const { scannerModel, adaptive, pageSize, scanSubject, feedPage } = v;
  const ok =
    typeof scannerModel === 'number' &&
    Number.isInteger(scannerModel) &&
    scannerModel >= 0 &&
    typeof adaptive === 'boolean' &&
    typeof pageSize === 'number' &&
    PAGE_SIZES.includes(pageSize) &&
    typeof scanSubject === 'boolean' &&
    typeof feedPage === 'boolean';
  return ok
    ? { scannerModel, adaptive, pageSize: pageSize as PageSizeCode, scanSubject, feedPage }
    : null;
}

/** The saved settings, or nothing when absent, expired or not readable. */
export function loadScanSettings(
  storage: Storage | undefined = globalThis.localStorage,
  now = Date.now(),
): Partial<SavedScanSettings> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null');
    if (isObject(parsed)) {
      const value = savedValue(parsed.value);
      if (value && typeof parsed.expiresAt === 'number' && parsed.expiresAt > now) return value;
    }
    storage?.removeItem(SETTINGS_KEY);
  } catch {
    storage?.removeItem(SETTINGS_KEY);
  }
  return {};
}

/** Keeps the settings for the next visit. */
export function saveScanSettings(
  value: SavedScanSettings,
  storage: Storage = localStorage,
  now = Date.now(),
): void {
  storage.setItem(SETTINGS_KEY, JSON.stringify({ value, expiresAt: now + EXPIRY_DAYS * DAY_MS }));
}
