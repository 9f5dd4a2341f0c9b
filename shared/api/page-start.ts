import { STORAGE_KEYS } from '../domain/limits';

/**
 * How a server-rendered page starts its app and keeps the taps made before it answers
 * (docs/decisions/0077-first-tap-and-page-start.md). The server writes PAGE_START_SCRIPT into
 * the page's head (server/src/modules/seo/deferred-entry.ts, allowed by its hash in the CSP);
 * the renderer replays the kept taps once hydrated (renderer/src/app/first-taps.ts).
 */

/** The window property holding the kept taps (`FirstTaps`). */
export const FIRST_TAPS_GLOBAL = 'pulsoFirstTaps';

/**
 * On the start script: the chunks a guest's first tap may need (the sign-in dialog), asked for
 * by the start script at a guest's first kept tap, else by the app once the page is up
 * (renderer/src/app/prefetch-later.ts). Whoever asks removes it.
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
 * The page's start, run from its head with `data-entry` (the app's entry module),
 * `data-preload` (its chunks, space-separated) and `data-prefetch` (the chunks a guest's first
 * tap may need: the sign-in dialog) on the script element:
 *
 * - starts the app once the page's first image (fetched with high priority: its largest paint)
 *   is in, or at `load`, or at the first touch or key, whichever comes first: on a slow phone
 *   link the page's own bytes still come first, but the app no longer waits for every other
 *   image, and a person reaching for the page starts it at once;
 * - adds the chunks' module preloads for at most 4 ms per task (each append starts a request,
 *   about 1 ms on this machine's Chromium and ×4 under Lighthouse's mobile CPU), so no task of
 *   the page's start blocks a tap for long;
 * - keeps every tap on a button inside #root until the app is live, marks the button as
 *   waiting and starts the app. Links are left alone: they work without the app. A guest's
 *   first kept tap also asks for the sign-in dialog's chunks once the app's own have arrived
 *   (asked with them, they slowed the app down by as much as they saved): "Ingresar" and
 *   "Comprar" open it, and waiting for the app to ask for them cost the tap seconds on a slow
 *   link. Otherwise the app fetches them once it is up (renderer/src/app/prefetch-later.ts).
 *
 * Fixed text (ES5, for old phones), so the CSP allows it by its hash.
 */
export const PAGE_START_SCRIPT =
  "(function(){var d=document,w=window,s=d.currentScript,t=w['" +
  FIRST_TAPS_GLOBAL +
  "']={queue:[],live:false},started=false,q=[],left=0,entry=false,want=false,p=w.performance||Date;" +
  "function link(h,count){var l=d.createElement('link');l.rel='modulepreload';l.href=h;if(count){left++;l.onload=l.onerror=function(){left--;dialog()}}d.head.appendChild(l)}" +
  'function pump(){var t0=p.now();while(q.length&&p.now()-t0<4)link(q.shift(),true);' +
  'if(q.length){setTimeout(pump,0);return}' +
  "entry=true;var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');d.head.appendChild(e);dialog()}" +
  "function go(){if(started)return;started=true;q=(s.getAttribute('data-preload')||'').split(' ').filter(Boolean);pump()}" +
  "function dialog(){if(!want||!entry||left>0)return;want=false;var h=s.getAttribute('" +
  PREFETCH_ATTRIBUTE +
  "');s.removeAttribute('" +
  PREFETCH_ATTRIBUTE +
  "');(h||'').split(' ').filter(Boolean).forEach(function(x){link(x,false)})}" +
  "d.addEventListener('click',function(e){if(t.live)return;var r=d.getElementById('root'),b=e.target instanceof Element?e.target.closest('button'):null;" +
  "if(!b||!r||!r.contains(b))return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute('" +
  TAP_PENDING_ATTRIBUTE +
  "','');t.queue.push(b);" +
  "if(t.queue.length===1){try{want=!w.localStorage.getItem('" +
  STORAGE_KEYS.token +
  "')}catch(x){want=true}}go();dialog()},true);" +
  "['pointerdown','keydown'].forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});" +
  "function hero(){var i=d.querySelector('#root img[fetchpriority=\"high\"]');if(!i||i.complete){go();return}i.addEventListener('load',go);i.addEventListener('error',go)}" +
  "if(d.readyState==='complete')go();else{addEventListener('load',go);d.addEventListener('DOMContentLoaded',hero)}})()";
