import QRCode from 'qrcode';

/** QR error correction levels: L 7 %, M 15 %, Q 25 %, H 30 % of the symbol can be restored. */
export type QrEcc = 'L' | 'M' | 'Q' | 'H';

/** The module matrix of a QR code, rows top to bottom, true = dark (no quiet zone). */
export const qrMatrix = (text: string, ecc: QrEcc = 'M'): boolean[][] => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ecc });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
};
