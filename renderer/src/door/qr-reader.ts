import jsQR from 'jsqr';

/** Reads QR codes from video frames. */
export interface QrReader {
  read(video: HTMLVideoElement): Promise<string | null>;
  /** Which engine reads (shown to nobody; for the note and the e2e log). */
  engine: 'barcode-detector' | 'jsqr';
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
export async function createQrReader(): Promise<QrReader> {
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
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return {
    engine: 'jsqr',
    read: async (video) => {
      const { videoWidth: w, videoHeight: h } = video;
      if (!ctx || w === 0 || h === 0) return null;
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      ctx.drawImage(video, 0, 0, w, h);
      const image = ctx.getImageData(0, 0, w, h);
      return jsQR(image.data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}
