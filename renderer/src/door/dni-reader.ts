import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createFrameGrabber, type CodeReader } from './qr-reader';

/**
 * Reads the PDF417 barcode on the back of an Argentine DNI from video frames, with zxing-cpp
 * compiled to WebAssembly (docs/decisions/0093-minimum-age.md). Its .wasm is a file of our own
 * build, never a CDN: the door works offline (the service worker keeps it once fetched, and an
 * 18+ night fetches it as soon as the day is open).
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

export function createDniReader(): Promise<CodeReader> {
  const frameOf = createFrameGrabber();
  return Promise.resolve({
    engine: 'zxing-wasm',
    read: async (video) => {
      const image = frameOf(video);
      if (!image) return null;
      const [found] = await readBarcodes(image, {
        formats: ['PDF417'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return found?.isValid ? found.text : null;
    },
  });
}

/** Loads the decoder's WebAssembly now (while online), so it is at hand offline. */
export function warmDniReader(): Promise<unknown> {
  return prepareZXingModule({ fireImmediately: true });
}
