import jsQR from 'jsqr';

/** Reads a code from video frames. */
export interface CodeReader {
  read(video: HTMLVideoElement): Promise<string | null>;
  /** Which engine reads (shown to nobody; for the note and the e2e log). */
  engine: 'barcode-detector' | 'jsqr' | 'zxing-wasm';
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's BarcodeDetector where it reads QR codes (Android, macOS, ChromeOS), jsQR
 * otherwise (Chromium on Linux and Windows, Firefox, the desktop app on Linux).
 */
export async function createQrReader(): Promise<CodeReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (Detector) {
    try {
      if ((await Detector.getSupportedFormats()).includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return {
          engine: 'barcode-detector',
          read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
        };
      }
    } catch {
      // Declared but unusable: fall through to jsQR.
    }
  }
  const frameOf = createFrameGrabber();
  return {
    engine: 'jsqr',
    read: async (video) => {
      const image = frameOf(video);
      if (!image) return null;
      return (
        jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ??
        null
      );
    },
  };
}

/** The video's current frame as pixels (null before the first frame), through one canvas. */
export function createFrameGrabber(): (video: HTMLVideoElement) => ImageData | null {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!ctx || w === 0 || h === 0) return null;
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    ctx.drawImage(video, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h);
  };
}
