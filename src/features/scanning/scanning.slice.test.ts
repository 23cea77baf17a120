import { describe, expect, it } from 'vitest';
import { loadScanSettings, saveScanSettings, SETTINGS_KEY } from './model/settings-storage';
import {
  initialScanningState,
  scannersDetected,
  scanningReducer,
  SCAN_DEFAULTS,
  settingsSaved,
  toApiSettings,
} from './scanning.slice';

describe('scanning slice (spec section 3)', () => {
  it('starts with the spec defaults: scanner model 0, page size 1, card status 1', () => {
    expect(initialScanningState()).toMatchObject({
      scannerModel: 0,
      pageSize: 1,
      cardStatus: 1,
      scanners: [],
    });
  });

  it('stores the detected scanners and the saved settings, and gives the API settings', () => {
    let state = scanningReducer(
      initialScanningState(),
      scannersDetected([
        { id: 0, name: 'A' },
        { id: 1, name: 'B' },
      ]),
    );
    state = scanningReducer(
      state,
      settingsSaved({
        ...SCAN_DEFAULTS,
        scannerModel: 1,
        adaptive: false,
        pageSize: 0,
        scanSubject: true,
      }),
    );
    expect(toApiSettings(state)).toEqual({
      scannerIndex: 1,
      adaptive: false,
      paperSize: 0,
      assignToSubjectTeachers: true,
    });
    expect(toApiSettings(initialScanningState()).scannerIndex).toBeNull();
  });
});

describe('settings storage', () => {
  it('keeps the settings 360 days, then forgets them', () => {
    const saved = { ...SCAN_DEFAULTS, pageSize: 11 as const, adaptive: false };
    saveScanSettings(saved, localStorage, 0);
    expect(loadScanSettings(localStorage, 1000)).toEqual(saved);
    expect(loadScanSettings(localStorage, 361 * 24 * 3600 * 1000)).toEqual({});
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(SETTINGS_KEY, '{"value":{"pageSize":3}}');
    expect(loadScanSettings()).toEqual({});
    localStorage.setItem(SETTINGS_KEY, 'not json');
    expect(loadScanSettings()).toEqual({});
  });
});
