import { DEFERRED_ENTRY_CSP } from '../modules/seo/deferred-entry';

/**
 * The website's Content-Security-Policy. Everything is same-origin except the players the
 * event page embeds and, only when a Maps key is configured, Google Maps' script, tiles and
 * fonts for the directions page.
 */
const MAPS = {
  scriptSrc: ['https://maps.googleapis.com'],
  connectSrc: ['https://maps.googleapis.com'],
  imgSrc: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  styleSrc: ['https://fonts.googleapis.com'],
  fontSrc: ['https://fonts.gstatic.com'],
};

export function cspDirectives(opts: { maps: boolean }) {
  const maps = (key: keyof typeof MAPS) => (opts.maps ? MAPS[key] : []);
  return {
    defaultSrc: ["'self'"],
    // The one inline script: the deferred start of server-rendered pages (seo/deferred-entry).
    // WebAssembly may compile (not JS eval): the door's DNI reader is zxing-cpp in wasm.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", DEFERRED_ENTRY_CSP, ...maps('scriptSrc')],
    styleSrc: ["'self'", "'unsafe-inline'", ...maps('styleSrc')],
    imgSrc: ["'self'", 'data:', 'blob:', ...maps('imgSrc')],
    fontSrc: ["'self'", 'data:', ...maps('fontSrc')],
    connectSrc: ["'self'", ...maps('connectSrc')],
    frameSrc: [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://w.soundcloud.com',
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    // Pulso may be served over plain http on a local network; upgrading would break it.
    upgradeInsecureRequests: null,
  };
}
