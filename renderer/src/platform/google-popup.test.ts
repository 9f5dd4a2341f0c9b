// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl, randomToken } from './google-popup';

describe('Google popup (web)', () => {
  it('asks for an ID token with nonce, state and the /auth/google return address', () => {
    const url = new URL(
      buildAuthorizationUrl(
        { clientId: 'web-client', authorizationEndpoint: 'https://accounts.example.com/o/auth' },
        'n1',
        's1',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example.com/o/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'web-client',
      redirect_uri: `${window.location.origin}/auth/google`,
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'n1',
      state: 's1',
      prompt: 'select_account',
    });
  });

  it('makes unguessable tokens', () => {
    const a = randomToken();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
