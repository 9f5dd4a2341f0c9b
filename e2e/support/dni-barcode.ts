import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'))
      .buffer as ArrayBuffer,
  },
});

/**
 * The back of an Argentine DNI (current card) as a PNG: its PDF417 barcode, written by the same
 * library the door reads it with, with the fields in the card's order
 * (shared/domain/dni.ts): trámite @ apellido @ nombres @ sexo @ número @ ejemplar @ nacimiento
 * (dd/mm/aaaa) @ emisión @ …
 */
export async function dniBarcodePng(dni: {
  numero: string;
  apellido: string;
  nombres: string;
  /** YYYY-MM-DD. */
  nacimiento: string;
}): Promise<Buffer> {
  const [y, m, d] = dni.nacimiento.split('-');
  const text = [
    '00512345678',
    dni.apellido.toUpperCase(),
    dni.nombres.toUpperCase(),
    'F',
    dni.numero,
    'A',
    `${d}/${m}/${y}`,
    '10/05/2022',
    '236',
  ].join('@');
  const out = await writeBarcode(text, { format: 'PDF417', scale: 4 });
  if (out.error || !out.image) throw new Error(`PDF417: ${out.error}`);
  return Buffer.from(await out.image.arrayBuffer());
}
