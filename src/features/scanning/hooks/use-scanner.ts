import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyImageRules,
  connectDwt,
  detectScanners,
  loadDwt,
  scanPages,
  type AcquireSettings,
  type AcquiredFile,
  type DwtGlobal,
  type DwtScanner,
  type InstallerLink,
  type ScannerItem,
} from '../../../scan/acquire';

/** Where the Dynamsoft SDK comes from: licence and served resources (given by the app). */
export interface ScannerConfig {
  productKey: string;
  resourcesPath: string;
  /** Loads the SDK (default: the on-demand import of `dwt`; tests give the adapter's stand-in). */
  load?: () => Promise<DwtGlobal>;
}

/** The scanner path's state. */
export type ScannerStatus =
  | { kind: 'off'; message: string }
  | { kind: 'connecting' }
  | { kind: 'missing'; message: string; installers: InstallerLink[] }
  | { kind: 'failed'; message: string }
  | { kind: 'ready' }
  | { kind: 'scanning' };

/**
 * The scanner component: loads the SDK when a licence is configured, detects scanners and stores
 * the list (`onScanners`), and scans with the stored settings; without a licence or service it
 * says why (the file import works without either).
 */
export function useScanner(config: ScannerConfig, onScanners: (list: ScannerItem[]) => void) {
  const [status, setStatus] = useState<ScannerStatus>({ kind: 'connecting' });
  const scanner = useRef<DwtScanner | null>(null);
  const stored = useRef(onScanners);
  useEffect(() => {
    stored.current = onScanners;
  }, [onScanners]);

  const detect = useCallback(async () => {
    if (!scanner.current) return;
    const found = await detectScanners(scanner.current);
    if (found.ok) {
      stored.current(found.scanners);
      setStatus({ kind: 'ready' });
    } else setStatus({ kind: 'failed', message: found.message });
  }, []);

  const { productKey, resourcesPath, load = loadDwt } = config;
  useEffect(() => {
    let live = true;
    let release: (() => void) | null = null;
    void connectDwt({ load, productKey, resourcesPath }).then(async (result) => {
      if (!live) return result.ok && result.release();
      if (!result.ok) {
        if (result.reason === 'no-licence') setStatus({ kind: 'off', message: result.message });
        else if (result.reason === 'service-missing')
          setStatus({ kind: 'missing', message: result.message, installers: result.installers });
        else setStatus({ kind: 'failed', message: result.message });
        return;
      }
      release = result.release;
      scanner.current = result.scanner;
      await detect();
    });
    return () => {
      live = false;
      scanner.current = null;
      release?.();
    };
  }, [productKey, resourcesPath, load, detect]);

  const scan = useCallback(
    async (
      settings: AcquireSettings,
      scanners: readonly ScannerItem[],
      onFile: (file: AcquiredFile) => void,
      autoFeed: boolean,
    ) => {
      if (!scanner.current) return null;
      setStatus({ kind: 'scanning' });
      const outcome = await scanPages(scanner.current, settings, {
        scanners,
        onFile,
        autoFeed,
        rules: (blob, s, bitDepth) => applyImageRules(blob, s, bitDepth),
      });
      setStatus({ kind: 'ready' });
      return outcome;
    },
    [],
  );
  return { status, detect, scan };
}
