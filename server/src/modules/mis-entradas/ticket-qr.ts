import QRCode from 'qrcode';

/** Medium error correction survives a scuffed screen or a folded print; the margin is the quiet zone. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 360 } as const;

/** The QR of a ticket's signed code, as the PNG data URL /entrada-adquirida shows. */
export const qrDataUrl = (codigo: string): Promise<string> => QRCode.toDataURL(codigo, OPTIONS);

/** The same QR as PNG bytes, for the PDF. */
export const qrPng = (codigo: string): Promise<Buffer> =>
  QRCode.toBuffer(codigo, { ...OPTIONS, type: 'png' });
