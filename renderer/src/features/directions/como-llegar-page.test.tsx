// Runs in Chromium: a screen test (vitest.config.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTIONS_TEXT } from '@shared/texts/news-directions';
import { describe, expect, it } from 'vitest';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, renderApp } from '../../test/render-app';

describe('directions without a Maps key', () => {
  it('titles the page with the event and links to Google Maps directions to its address', async () => {
    fakeNetwork({
      'GET /Evento/GetEventos': () =>
        json(200, page([makeEvento({ nombre: 'Noche Ácida', idEvento: 12 })])),
    });
    renderApp('/comollegar/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: DIRECTIONS_TEXT.titulo('Noche Ácida') }),
    ).toBeTruthy();
    // The event's name may come before the configuration's answer, which decides the body.
    expect(await screen.findByText(DIRECTIONS_TEXT.sinMapa)).toBeTruthy();
    const link = screen.getByRole('link', { name: DIRECTIONS_TEXT.abrirGoogleMaps });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=' +
        'Av.%20Corrientes%201234%2C%20Ciudad%20Aut%C3%B3noma%20de%20Buenos%20Aires',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says the event could not be loaded (not that it has no address) and loads on Reintentar', async () => {
    let down = true;
    fakeNetwork({
      'GET /Evento/GetEventos': () =>
        down
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(200, page([makeEvento({ nombre: 'Noche Ácida', idEvento: 12 })])),
    });
    renderApp('/comollegar/12');
    expect(await screen.findByText(DIRECTIONS_TEXT.errorEvento)).toBeTruthy();
    expect(screen.queryByText(DIRECTIONS_TEXT.sinDireccion)).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: DIRECTIONS_TEXT.reintentar }));
    expect(await screen.findByText(DIRECTIONS_TEXT.sinMapa)).toBeTruthy();
  });
});
