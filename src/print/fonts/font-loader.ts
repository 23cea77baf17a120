/** Font weights the print engine embeds. */
export type FontWeight = 'regular' | 'bold';

/** Supplies the bytes of one weight of Noto Sans SC (static TTF). */
export type FontLoader = (weight: FontWeight) => Promise<Uint8Array>;

/** Loads the font files over HTTP (browser): pass the URLs the app serves them from. */
export const fetchFontLoader =
  (urls: Record<FontWeight, string>): FontLoader =>
  async (weight) => {
    const response = await fetch(urls[weight]);
    if (!response.ok) throw new Error(`字体文件下载失败（${response.status}）：${urls[weight]}`);
    return new Uint8Array(await response.arrayBuffer());
  };

let configured: FontLoader | undefined;

/** Sets the loader used when a render call passes none (the browser app calls this once). */
export const configureFontLoader = (loader: FontLoader): void => {
  configured = loader;
};

const isNode = (): boolean =>
  typeof process !== 'undefined' && typeof process.versions?.node === 'string';

/** The configured loader, else (in Node) the one reading node_modules. */
export const defaultFontLoader = async (): Promise<FontLoader> => {
  if (configured) return configured;
  if (!isNode()) throw new Error('浏览器中打印前须先调用 configureFontLoader() 指定字体地址');
  const { nodeFontLoader } = await import('./node-font-loader');
  return nodeFontLoader;
};

/** Where each weight's TTF is: a URL (browser) or a file path (Node); react-pdf loads fonts so. */
export type FontSources = Record<FontWeight, string>;

let configuredSources: FontSources | undefined;

/** Sets where react-pdf reads the fonts from in the browser (the URLs the app serves them at). */
export const configureFontSources = (sources: FontSources): void => {
  configuredSources = sources;
};

/** The configured font sources, else (in Node) the files in node_modules. */
export const defaultFontSources = async (): Promise<FontSources> => {
  if (configuredSources) return configuredSources;
  if (!isNode()) throw new Error('浏览器中打印成绩前须先调用 configureFontSources() 指定字体地址');
  const { nodeFontFiles } = await import('./node-font-loader');
  return nodeFontFiles();
};
