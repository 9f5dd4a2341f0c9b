import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE, readDesktopConfig } from './desktop-config';

describe('desktop config', () => {
  it('defaults to the local API', () => {
    expect(readDesktopConfig({}, { packaged: true })).toEqual({
      apiBase: DEFAULT_API_BASE,
      apiOrigin: 'http://127.0.0.1:3000',
      devServerUrl: null,
    });
  });

  it('reads PULSO_API_URL and ignores values that are not http(s)', () => {
    expect(
      readDesktopConfig({ PULSO_API_URL: 'https://api.pulso.ar/api/v1/' }, { packaged: true }),
    ).toMatchObject({
      apiBase: 'https://api.pulso.ar/api/v1',
      apiOrigin: 'https://api.pulso.ar',
    });
    expect(readDesktopConfig({ PULSO_API_URL: 'file:///x' }, { packaged: true }).apiBase).toBe(
      DEFAULT_API_BASE,
    );
  });

  it('honours the dev server URL only when not packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(readDesktopConfig(env, { packaged: false }).devServerUrl).toBe('http://localhost:5173');
    expect(readDesktopConfig(env, { packaged: true }).devServerUrl).toBeNull();
  });
});
