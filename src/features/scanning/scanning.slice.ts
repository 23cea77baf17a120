import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ScanSettings } from '../../shared/api';
import { loadScanSettings } from './model/settings-storage';

/** A detected scanner (spec section 3: an id and a text name). */
export interface ScannerOption {
  id: number;
  name: string;
}

/** Paper size code of the scan settings: A4 1, A3 11, B5 2, B4 6, 16k 0. */
export type PageSizeCode = ScanSettings['paperSize'];

/** Which pages the thumbnails show (the spec's cardStatus, default 1). */
export const CARD_STATUS = { all: 1, recognised: 2, failed: 3 } as const;
/** A cardStatus value. */
export type CardStatus = (typeof CARD_STATUS)[keyof typeof CARD_STATUS];

/** The dialog's settings as saved (spec section 3 names). */
export interface SavedScanSettings {
  /** Index of the chosen scanner in the detected list. */
  scannerModel: number;
  adaptive: boolean;
  pageSize: PageSizeCode;
  /** The scan subject flag: papers are assigned to subject teachers. */
  scanSubject: boolean;
  /** Auto feed page. */
  feedPage: boolean;
}

/** Client state of scanning (spec section 3). */
export interface ScanningState extends SavedScanSettings {
  /** The scanners the local service reported. */
  scanners: ScannerOption[];
  cardStatus: CardStatus;
}

/** Spec section 9 defaults: scanner model 0, page size 1, card status 1. */
export const SCAN_DEFAULTS: SavedScanSettings = {
  scannerModel: 0,
  adaptive: true,
  pageSize: 1,
  scanSubject: false,
  feedPage: true,
};

/** The state before anything is loaded (saved settings are passed in by the store). */
export const initialScanningState = (saved: Partial<SavedScanSettings> = {}): ScanningState => ({
  ...SCAN_DEFAULTS,
  ...saved,
  scanners: [],
  cardStatus: CARD_STATUS.all,
});

const slice = createSlice({
  name: 'scanning',
  initialState: () => initialScanningState(loadScanSettings()),
  reducers: {
    /** The scanner component detected scanners: store the list. */
    scannersDetected(state, action: PayloadAction<ScannerOption[]>) {
      state.scanners = action.payload;
    },
    /** Saving the dialog writes its settings to shared state. */
    settingsSaved(state, action: PayloadAction<SavedScanSettings>) {
      Object.assign(state, action.payload);
    },
    cardStatusChosen(state, action: PayloadAction<CardStatus>) {
      state.cardStatus = action.payload;
    },
  },
});

export const { scannersDetected, settingsSaved, cardStatusChosen } = slice.actions;
/** The scanning reducer; the app mounts it under `scanning`. */
export const scanningReducer = slice.reducer;

/** The part of the app state this feature reads. */
export interface WithScanning {
  scanning: ScanningState;
}

/** The whole scanning state. */
export const selectScanning = (root: WithScanning) => root.scanning;

/** The saved part of the state (what the dialog edits). */
export const savedSettingsOf = (s: ScanningState): SavedScanSettings => ({
  scannerModel: s.scannerModel,
  adaptive: s.adaptive,
  pageSize: s.pageSize,
  scanSubject: s.scanSubject,
  feedPage: s.feedPage,
});

/** The settings as the API takes them (null scanner when none was detected). */
export const toApiSettings = (s: ScanningState): ScanSettings => ({
  scannerIndex: s.scanners.length > 0 ? s.scannerModel : null,
  adaptive: s.adaptive,
  paperSize: s.pageSize,
  assignToSubjectTeachers: s.scanSubject,
});
