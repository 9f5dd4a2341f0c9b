import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFERRED_ENTRY_CSP, withDeferredEntry } from './deferred-entry';

const SHELL = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">
    <style>.a{}</style>
    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />
    <link rel="prefetch" crossorigin href="/assets/login-modal-1.js" />
  </head><body><div id="root"><h1>Hola</h1></div>
  </body></html>`;

describe('deferred start of a server-rendered page', () => {
  it('asks for no script before the page has started, then for the same ones, from the head', () => {
    const html = withDeferredEntry(SHELL);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="prefetch"');
    const start = html.match(
      /<script data-entry="([^"]*)" data-preload="([^"]*)" data-prefetch="([^"]*)">(.*?)<\/script>/,
    );
    expect(start?.[1]).toBe('/assets/index-1.js');
    expect(start?.[2]).toBe('/assets/react-vendor-1.js /assets/home-page-1.js');
    // The sign-in dialog's chunks, fetched once the app's own are asked for.
    expect(start?.[3]).toBe('/assets/login-modal-1.js');
    // The CSP allows exactly the inline script the page carries.
    const hash = createHash('sha256').update(start![4]!).digest('base64');
    expect(DEFERRED_ENTRY_CSP).toBe(`'sha256-${hash}'`);
    // In the head: taps are kept from the first paint of the page's buttons on.
    expect(html.indexOf('<script data-entry')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<script data-entry')).toBeLessThan(html.indexOf('<h1>Hola</h1>'));
  });

  it('leaves a page without an entry script as it is', () => {
    expect(withDeferredEntry('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});
