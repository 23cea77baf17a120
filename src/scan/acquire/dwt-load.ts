import type { WebTwain } from 'dwt/dist/types/WebTwain';
import type { DwtGlobal, DwtScanner } from './dwt.types';

/** Compile-time proof that the real SDK object is what the adapter expects of it. */
const sdkScanner = (scanner: WebTwain): DwtScanner => scanner;
void sdkScanner;

/**
 * Loads Dynamsoft Web TWAIN on demand: a dynamic import, so the ~1.2 MB library is a chunk of its
 * own fetched only when the teacher uses a scanner, never part of the main bundle.
 */
export async function loadDwt(): Promise<DwtGlobal> {
  const { default: Dynamsoft } = await import('dwt');
  const sdk: DwtGlobal = Dynamsoft;
  return sdk;
}
