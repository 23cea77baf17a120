import { z } from 'zod';
import { scanSettings } from '../../../shared/api';
import type { SavedScanSettings } from '../scanning.slice';

/** Where the dialog's settings are kept (the spec's stored preferences expire after 360 days). */
export const SETTINGS_KEY = 'zy.scan.settings';
const EXPIRY_DAYS = 360;
const DAY_MS = 24 * 60 * 60 * 1000;

const saved = z.object({
  value: z.object({
    scannerModel: z.number().int().min(0),
    adaptive: z.boolean(),
    pageSize: scanSettings.shape.paperSize,
    scanSubject: z.boolean(),
    feedPage: z.boolean(),
  }),
  expiresAt: z.number(),
});

/** The saved settings, or nothing when absent, expired or not readable. */
export function loadScanSettings(
  storage: Storage | undefined = globalThis.localStorage,
  now = Date.now(),
): Partial<SavedScanSettings> {
  try {
    const parsed = saved.safeParse(JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null'));
    if (parsed.success && parsed.data.expiresAt > now) return parsed.data.value;
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
