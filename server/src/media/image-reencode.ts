import sharp from 'sharp';

export interface CleanImage {
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** Larger than any flyer needs; a decompression bomb stops here instead of filling memory. */
const MAX_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded image in its own format: turned upright by its EXIF orientation, with
 * every metadata block (EXIF, GPS, XMP, ICC text) dropped, since sharp writes none unless
 * asked. Bytes that do not decode as an image throw.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  mime: 'image/jpeg' | 'image/png',
): Promise<CleanImage> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
  const encoded = mime === 'image/png' ? image.png() : image.jpeg({ quality: 88 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), mime, width: info.width, height: info.height };
}
