// Runs in Chromium: a screen test (vitest.config.ts).
import { screen } from '@testing-library/react';
import { PRIVACY_TEXT as T } from '@shared/texts/admin-content';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, renderApp } from '../../test/render-app';

describe('/privacidad', () => {
  it('is public and says what is stored and why, section by section', async () => {
    fakeNetwork({});
    renderApp('/privacidad');
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      T.secciones.map((s) => s.titulo),
    );
    expect(screen.getByText(/hash argon2id/)).toBeTruthy();
    expect(screen.getByText(/nunca ve ni guarda el número de tu tarjeta/)).toBeTruthy();
    expect(screen.getByText(/Desde Mi perfil podés eliminar tu cuenta/)).toBeTruthy();
  });
});
