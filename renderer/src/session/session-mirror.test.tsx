// Runs in Chromium: a screen test (vitest.config.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, makeUser, renderApp } from '../test/render-app';
import { startSessionMirror } from './session-mirror';

function otherTabWrites(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }),
  );
}

describe('session mirror', () => {
  it('another tab logging in and out updates this tab and its nav', async () => {
    fakeNetwork({});
    const { store, router } = renderApp('/artistas');
    const stop = startSessionMirror(store.dispatch);
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();

    const user = makeUser([0], 'Otra Pestaña');
    act(() => otherTabWrites('user', JSON.stringify(user)));
    expect(store.getState().session.user).toEqual(user);
    expect(await screen.findByRole('button', { name: 'Menú de usuario' })).toBeTruthy();

    await act(() => router.navigate('/miperfil'));
    expect(router.state.location.pathname).toBe('/miperfil');

    act(() => otherTabWrites('user', null));
    expect(store.getState().session.user).toBeNull();
    // The guard reacts: the protected screen is left and the nav shows Ingresar again (the
    // guard also asks to sign in again, in a dialog with its own Ingresar).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(await within(nav).findByRole('button', { name: 'Ingresar' })).toBeTruthy();
    stop();
  });

  it('ignores unrelated keys and malformed users', () => {
    fakeNetwork({});
    const { store } = renderApp('/artistas', makeUser([0]));
    const stop = startSessionMirror(store.dispatch);
    act(() => otherTabWrites('postLoginRedirect', '/x'));
    expect(store.getState().session.user).not.toBeNull();
    act(() => otherTabWrites('user', '{"not":"a user"}'));
    expect(store.getState().session.user).toBeNull();
    stop();
  });
});
