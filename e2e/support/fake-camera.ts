import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A video file Chromium plays as its camera (--use-file-for-fake-video-capture): the image
 * (a ticket's QR as the page shows it) centred on white, as raw YUV 4:2:0 frames in the
 * Y4M container. The door app then reads the QR through its real camera path.
 */
export async function cameraFileOf(image: Buffer, file: string): Promise<string> {
  const side = Math.min(WIDTH, HEIGHT) - 80;
  const qr = await sharp(image)
    .resize(side, side, { kernel: 'nearest', fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  return cameraFileOfPicture(qr, file);
}

/**
 * The picture as it is (no larger than the frame: a DNI's barcode drawn at its final scale),
 * centred on white.
 */
export async function cameraFileOfPicture(picture: Buffer, file: string): Promise<string> {
  const flat = await sharp(picture).flatten({ background: '#ffffff' }).toBuffer();
  const { data } = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: flat, gravity: 'centre' }])
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grayscale: luma is the pixel itself, chroma is neutral.
  const luma = Buffer.from(data.subarray(0, WIDTH * HEIGHT));
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

/**
 * A white picture: Chromium opens the camera file when a page starts the camera, so the file
 * must exist from launch; a test writes the real QR into it before the door starts scanning.
 */
export function blankCameraFile(file: string): string {
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    Buffer.alloc(WIDTH * HEIGHT, 255),
    Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128),
  ]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame]));
  return file;
}

/** Chromium's flags to play `file` as the camera and grant it without a prompt. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
