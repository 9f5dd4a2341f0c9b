// What the guest lists' screen tests share: the event's nights, a guest, the ways to fill the
// antd fields by their labels and a phone with the app's styles. Runs in Chromium.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitadoView, ListaEvento } from '@shared/api/guest-list';
import { onTestFinished } from 'vitest';
import { page as browser } from 'vitest/browser';
// The app's own styles (main.tsx loads them), for the phone's layout.
import appCss from '../../app/global.css?inline';

// Two nights in the future (23:00 to 06:00, Buenos Aires).
export const DIAS: ListaEvento['dias'] = [
  {
    idFecha: 30,
    inicio: '2030-07-13T02:00:00.000Z',
    fin: '2030-07-13T09:00:00.000Z',
    entradas: [
      { idEntrada: 300, cdTipo: 0, dsTipo: 'General', precio: 10000, disponibles: 1234 },
      { idEntrada: 302, cdTipo: 2, dsTipo: 'VIP', precio: 30000, disponibles: 40 },
    ],
  },
  {
    idFecha: 31,
    inicio: '2030-07-14T02:00:00.000Z',
    fin: '2030-07-14T09:00:00.000Z',
    entradas: [
      { idEntrada: 310, cdTipo: 0, dsTipo: 'General', precio: 10000, disponibles: 50 },
      { idEntrada: 312, cdTipo: 2, dsTipo: 'VIP', precio: 30000, disponibles: 20 },
    ],
  },
];

/** Ana Núñez on the first night's list, free, no deadline, not in yet; or as `overrides` say. */
export const invitado = (overrides: Partial<InvitadoView>): InvitadoView => ({
  idInvitado: 1,
  idFecha: 30,
  nombre: 'Ana Núñez',
  email: 'ana@correo.com',
  cdTipo: 0,
  dsTipo: 'General',
  modalidad: 'free',
  precioPuerta: 0,
  hasta: null,
  ingresoAt: null,
  anulado: false,
  createdAt: '2030-07-01T15:00:00.000Z',
  ...overrides,
});

/** What an antd Select named `label` shows. */
export const chosen = (label: string) =>
  screen.getByLabelText(label).closest('.ant-select-content')?.getAttribute('title');

/** test/antd-select's chooseOption, finding the Select by its label (role queries are slow here). */
export async function choose(label: string, text: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-select-item-option'),
    ).find((el) => el.getAttribute('title') === text);
    if (!found) throw new Error(`option ${text} of ${label} not shown`);
    return found;
  });
  fireEvent.click(option);
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const posts = (calls: Request[], path: string) =>
  calls.filter((r) => r.method === 'POST' && r.url.includes(path));

/**
 * A phone's screen, 390 px wide, with the app's styles on the page as main.tsx puts them, until
 * the test ends (then the styles go and the screen is 1024 px wide again).
 */
export async function onPhone() {
  await browser.viewport(390, 844);
  const style = document.createElement('style');
  style.textContent = appCss;
  document.head.append(style);
  onTestFinished(async () => {
    style.remove();
    await browser.viewport(1024, 768);
  });
}
