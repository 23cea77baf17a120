const DATA_URL = /^data:([^;,]*)((?:;[^;,]+)*?)(;base64)?,(.*)$/s;

/** Converts a data URL (base64 or percent-encoded) into a File; throws TypeError for other strings. */
export function dataUrlToFile(dataUrl: string, fileName: string): File {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new TypeError('不是有效的 data URL');
  const [, mime = '', , base64, payload = ''] = match;
  const bytes = base64
    ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return new File([bytes], fileName, { type: mime || 'text/plain' });
}
