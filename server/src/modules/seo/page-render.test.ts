import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '@shared/api/server-render';
import { pageAssetLinks, withBody, withInlineShellCss } from './page-render';

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_vendor'] },
  _vendor: { file: 'assets/react-vendor-1.js' },
  'src/features/events/evento-page.tsx': {
    file: 'assets/evento-page-1.js',
    css: ['assets/evento-page-1.css'],
    imports: ['_vendor', '_format'],
  },
  _format: { file: 'assets/format-1.js', css: ['assets/format-1.css'], imports: ['_vendor'] },
  'src/features/auth/login-modal.tsx': {
    file: 'assets/login-modal-1.js',
    imports: ['_vendor', '_format', '_modal'],
  },
  _modal: { file: 'assets/modal-1.js' },
};

const SHELL =
  '<html><head><title>Pulso</title>\n  </head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>';

describe('server-rendered page HTML', () => {
  it("writes the screen's stylesheets in and preloads its chunks, not the shell's", () => {
    const css: Record<string, string> = {
      'assets/evento-page-1.css': '.hero{color:red}',
      'assets/format-1.css': '.when{color:blue}',
    };
    const links = pageAssetLinks(manifest, 'src/features/events/evento-page.tsx', (f) => css[f]!);
    expect(links.split('\n').map((l) => l.trim())).toEqual([
      // Each sheet inline, with a disabled link that tells Vite's chunk loader it is there.
      '<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/evento-page-1.css" disabled />',
      '<link rel="modulepreload" crossorigin href="/assets/evento-page-1.js" />',
      '<style>.when{color:blue}</style><link rel="stylesheet" href="/assets/format-1.css" disabled />',
      '<link rel="modulepreload" crossorigin href="/assets/format-1.js" />',
    ]);
  });

  it("prefetches a later module's chunks after the screen's, leaving out what the page has", () => {
    const links = pageAssetLinks(manifest, 'src/features/events/evento-page.tsx', () => '', [
      'src/features/auth/login-modal.tsx',
    ]);
    expect(
      links
        .split('\n')
        .map((l) => l.trim())
        .slice(-2),
    ).toEqual([
      '<link rel="prefetch" crossorigin href="/assets/login-modal-1.js" />',
      '<link rel="prefetch" crossorigin href="/assets/modal-1.js" />',
    ]);
  });

  it("writes the shell's stylesheet in, and no stylesheet can end its <style> early", () => {
    const shell =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body>';
    const html = withInlineShellCss(shell, () => 'a::after{content:"</style>"}');
    expect(html).toBe(
      '<head><style>a::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/index-1.css" disabled /></head><body></body>',
    );
  });

  it("puts the tree in #root, the state in an inert script, and React's hints in the head", () => {
    const hero = '<link rel="preload" as="image" imageSrcSet="/a?w=320 320w" imageSizes="100vw"/>';
    const html = withBody(
      SHELL,
      {
        html: `${hero}<div class="app-shell"><h1>Noche</h1></div>`,
        state: { api: { note: '</script><script>alert(1)</script>' } },
        page: 'evento',
      },
      '<link rel="stylesheet" href="/assets/evento-page-1.css" />',
    );
    const [head, body] = html.split('</head>');
    expect(head).toContain(hero);
    expect(head).toContain('/assets/evento-page-1.css');
    expect(body).toContain('<div id="root"><div class="app-shell"><h1>Noche</h1></div></div>');
    const script = body!.match(
      new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`),
    );
    // The state cannot close its script: "<" is escaped, and it parses back to what was sent.
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual({
      api: { note: '</script><script>alert(1)</script>' },
    });
  });

  it('drops a hint the head already has (the preload written from the page data)', () => {
    const preload = '<link rel="preload" as="image" imagesrcset="/a?w=320 320w" />';
    const shell = SHELL.replace('</head>', `${preload}</head>`);
    const html = withBody(
      shell,
      {
        html: '<link rel="preload" as="image" imageSrcSet="/a?w=320 320w"/><main></main>',
        state: {},
        page: 'home',
      },
      '',
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main></main></div>');
  });
});
