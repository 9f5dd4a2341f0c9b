/**
 * How a server-rendered page starts its app and keeps the taps made before it answers
 * (docs/decisions/0077-first-tap-and-page-start.md). The server writes PAGE_START_SCRIPT into
 * the page's head (server/src/modules/seo/deferred-entry.ts, allowed by its hash in the CSP);
 * the renderer replays the kept taps once hydrated (renderer/src/app/first-taps.ts).
 */

/** The window property holding the kept taps (`FirstTaps`). */
export const FIRST_TAPS_GLOBAL = 'pulsoFirstTaps';

/**
 * On the start script: the chunks a guest's first tap may need (the sign-in dialog), fetched by
 * the app once the page is up (renderer/src/app/prefetch-later.ts).
 */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';

/** Marks a button whose tap waits for the app (styled as waiting in renderer/src/app/global.css). */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

export interface FirstTaps {
  /** The buttons tapped before the app answered, in order (a button twice is two taps). */
  queue: HTMLElement[];
  /** Set by the app when it handles taps itself. */
  live: boolean;
}

/**
 * The page's start, run from its head with `data-entry` (the app's entry module) and
 * `data-preload` (its chunks, space-separated) on the script element (`data-prefetch`, the
 * chunks a first tap may need, is for the app: `PREFETCH_ATTRIBUTE`):
 *
 * - starts the app once the page's first image (fetched with high priority: its largest paint)
 *   is in, or at `load`, or at the first touch or key, whichever comes first: on a slow phone
 *   link the page's own bytes still come first, but the app no longer waits for every other
 *   image, and a person reaching for the page starts it at once;
 * - adds the chunks' module preloads for at most 4 ms per task (each append starts a request,
 *   about 1 ms on this machine's Chromium and ×4 under Lighthouse's mobile CPU), so no task of
 *   the page's start blocks a tap for long;
 * - keeps every tap on a button inside #root until the app is live, marks the button as
 *   waiting and starts the app. Links are left alone: they work without the app.
 *
 * Fixed text (ES5, for old phones), so the CSP allows it by its hash.
 */
export const PAGE_START_SCRIPT =
  "(function(){var d=document,w=window,s=d.currentScript,t=w['" +
  FIRST_TAPS_GLOBAL +
  "']={queue:[],live:false},started=false;" +
  "function go(){if(started)return;started=true;var hrefs=(s.getAttribute('data-preload')||'').split(' ').filter(Boolean),p=w.performance||Date;" +
  "(function batch(){var t0=p.now();while(hrefs.length&&p.now()-t0<4){var l=d.createElement('link');l.rel='modulepreload';l.href=hrefs.shift();d.head.appendChild(l)}" +
  "if(hrefs.length){setTimeout(batch,0);return}var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');d.head.appendChild(e)})()}" +
  "d.addEventListener('click',function(e){if(t.live)return;var r=d.getElementById('root'),b=e.target instanceof Element?e.target.closest('button'):null;" +
  "if(!b||!r||!r.contains(b))return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute('" +
  TAP_PENDING_ATTRIBUTE +
  "','');t.queue.push(b);go()},true);" +
  "['pointerdown','keydown'].forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});" +
  "function hero(){var i=d.querySelector('#root img[fetchpriority=\"high\"]');if(!i||i.complete){go();return}i.addEventListener('load',go);i.addEventListener('error',go)}" +
  "if(d.readyState==='complete')go();else{addEventListener('load',go);d.addEventListener('DOMContentLoaded',hero)}})()";
