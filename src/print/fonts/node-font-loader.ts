import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontLoader, FontWeight } from './font-loader';

/** The only Node-specific font code: the TTF files of @expo-google-fonts/noto-sans-sc. */
const FILES: Record<FontWeight, string> = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

const require = createRequire(import.meta.url);

/** Paths of the font files in node_modules (react-pdf opens fonts by path in Node). */
export const nodeFontFiles = (): Record<FontWeight, string> => ({
  regular: require.resolve(FILES.regular),
  bold: require.resolve(FILES.bold),
});

/** Reads Noto Sans SC from node_modules. */
export const nodeFontLoader: FontLoader = async (weight) =>
  new Uint8Array(await readFile(nodeFontFiles()[weight]));
