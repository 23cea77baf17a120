/**
 * The part of Dynamsoft Web TWAIN (npm `dwt`) the adapter uses, as its documentation and types
 * describe it. The real SDK satisfies it (dwt-load.ts checks that at compile time); tests use a
 * stand-in, since the SDK needs its local service and cannot run here.
 */
export interface DwtScanner {
  GetSourceNamesAsync(includeDetails: boolean): Promise<unknown[]>;
  SelectSourceByIndexAsync(index: number): Promise<boolean>;
  OpenSourceAsync(): Promise<boolean>;
  CloseSourceAsync(): Promise<boolean>;
  AcquireImageAsync(config: DwtDeviceConfiguration): Promise<boolean>;
  IfAutomaticDeskew: boolean;
  IfAutoFeed: boolean;
  IfAutoScan: boolean;
  RegisterEvent(name: string, callback: (info: DwtOutputInfo) => void): boolean;
  UnregisterEvent(name: string, callback: (info: DwtOutputInfo) => void): boolean;
  ImageIDToIndex(imageId: string): number;
  GetImageBitDepth(index: number): number;
  ConvertToBlob(
    indices: number[],
    type: number,
    ok: (blob: Blob, indices: number[], type: number) => void,
    fail: (code: number, message: string) => void,
  ): void;
  RemoveAllImages(): boolean;
  readonly ErrorCode: number;
  readonly ErrorString: string;
}

/** AcquireImageAsync's device configuration (the fields we set). */
export interface DwtDeviceConfiguration {
  IfShowUI: boolean;
  IfFeederEnabled: boolean;
  IfDuplexEnabled: boolean;
  IfCloseSourceAfterAcquire: boolean;
  Resolution: number;
  PixelType?: number;
  PageSize?: number;
}

/** What OnPostTransferAsync hands over for each page. */
export interface DwtOutputInfo {
  imageId?: string;
}

/** The SDK's global object, the parts the loader sets and calls. */
export interface DwtGlobal {
  DWT: {
    ProductKey: string;
    ResourcesPath: string;
    CreateDWTObjectEx(
      config: { WebTwainId: string },
      ok: (scanner: DwtScanner) => void,
      fail: (error: { code: number; message: string }) => void,
    ): void;
    DeleteDWTObject(id: string): boolean;
  };
  OnWebTwainNotFoundOnWindowsCallback?: (product: string, installerUrl: string) => void;
  OnWebTwainNotFoundOnMacCallback?: (product: string, installerUrl: string) => void;
  OnWebTwainNotFoundOnLinuxCallback?: (product: string, debUrl: string, rpmUrl: string) => void;
}

/** Where the SDK's dist (library resources, service installers) is served: its `ResourcesPath`. */
export const DWT_RESOURCES_PATH = '/dwt';

/** TWAIN constants used (EnumDWT_PixelType.TWPT_RGB, EnumDWT_ImageType.IT_JPG). */
export const DWT = { PIXEL_RGB: 2, IMAGE_JPG: 1, SERVICE_NOT_FOUND: -2800 } as const;
