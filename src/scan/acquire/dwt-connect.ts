import { DWT, type DwtGlobal, type DwtScanner } from './dwt.types';

/** A download of the local scanning service for one system. */
export interface InstallerLink {
  system: 'Windows' | 'macOS' | 'Linux (deb)' | 'Linux (rpm)';
  url: string;
}

/** Why the scanner path is not available. */
export type ConnectFailure = 'no-licence' | 'service-missing' | 'failed';

/** A ready SDK object, or why there is none (with the installers when the service is missing). */
export type ConnectResult =
  | { ok: true; scanner: DwtScanner; release(): void }
  | { ok: false; reason: ConnectFailure; message: string; installers: InstallerLink[] };

/** How to reach the SDK. */
export interface DwtConnectOptions {
  /** Loads the SDK (a dynamic import in the browser, a stand-in in tests). */
  load(): Promise<DwtGlobal>;
  /** The licence (VITE_DWT_PRODUCT_KEY); empty means the scanner path is off. */
  productKey: string;
  /** Where the SDK's dist is served (e.g. /dwt), installers included. */
  resourcesPath: string;
  /** How long to wait for the local service before calling it missing (default 20 s). */
  timeoutMs?: number;
}

/** Shown when no licence is configured. */
export const NO_LICENCE = '未配置扫描控件许可证，请使用扫描仪自带软件扫描后导入文件';
/** Shown when the local scanning service does not answer. */
export const SERVICE_MISSING = '未检测到本机扫描服务';
/** Shown when the SDK itself could not be loaded. */
export const SDK_FAILED = '扫描控件加载失败';

const WEB_TWAIN_ID = 'zy-scan';

/** The service installers shipped in the SDK's dist (used when the SDK names none). */
export function defaultInstallers(resourcesPath: string): InstallerLink[] {
  const at = `${resourcesPath.replace(/\/+$/, '')}/dist/DynamicWebTWAINServiceSetup`;
  return [
    { system: 'Windows', url: `${at}.msi` },
    { system: 'macOS', url: `${at}.pkg` },
    { system: 'Linux (deb)', url: `${at}.deb` },
    { system: 'Linux (rpm)', url: `${at}.rpm` },
  ];
}

/**
 * Loads the SDK with its licence and resources path and creates a scanner object without UI.
 * "Not there" is an answer: no licence, no local service (code -2800 or the SDK's not-found
 * callbacks, with its installer links), or any other failure; it never throws.
 */
export async function connectDwt(options: DwtConnectOptions): Promise<ConnectResult> {
  const { productKey, resourcesPath } = options;
  if (!productKey) return { ok: false, reason: 'no-licence', message: NO_LICENCE, installers: [] };
  let sdk: DwtGlobal;
  try {
    sdk = await options.load();
  } catch {
    return { ok: false, reason: 'failed', message: SDK_FAILED, installers: [] };
  }
  sdk.DWT.ProductKey = productKey;
  sdk.DWT.ResourcesPath = resourcesPath;
  const named: InstallerLink[] = [];
  return new Promise<ConnectResult>((resolve) => {
    const settle = (result: ConnectResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const missing = () =>
      settle({
        ok: false,
        reason: 'service-missing',
        message: SERVICE_MISSING,
        installers: named.length ? [...named] : defaultInstallers(resourcesPath),
      });
    sdk.OnWebTwainNotFoundOnWindowsCallback = (_product, url) => {
      named.push({ system: 'Windows', url });
      missing();
    };
    sdk.OnWebTwainNotFoundOnMacCallback = (_product, url) => {
      named.push({ system: 'macOS', url });
      missing();
    };
    sdk.OnWebTwainNotFoundOnLinuxCallback = (_product, deb, rpm) => {
      named.push({ system: 'Linux (deb)', url: deb }, { system: 'Linux (rpm)', url: rpm });
      missing();
    };
    const timer = setTimeout(missing, options.timeoutMs ?? 20_000);
    sdk.DWT.CreateDWTObjectEx(
      { WebTwainId: WEB_TWAIN_ID },
      (scanner) =>
        settle({ ok: true, scanner, release: () => void sdk.DWT.DeleteDWTObject(WEB_TWAIN_ID) }),
      (error) =>
        error.code === DWT.SERVICE_NOT_FOUND
          ? missing()
          : settle({
              ok: false,
              reason: 'failed',
              message: error.message || SDK_FAILED,
              installers: [],
            }),
    );
  });
}
