// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MiRrppEvento } from '@shared/api/rrpp';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';
import { formatFechaCorta, formatPesos } from '../../ui/format';

afterEach(() => vi.restoreAllMocks());

const ENLACE = 'https://pulso.com.ar/evento/12?rrpp=martina';
const VENDIMIA: MiRrppEvento = {
  idEvento: 12,
  nombre: 'Vendimia Electrónica',
  inicio: '2030-07-13T02:00:00.000Z',
  productora: 'Subsuelo Producciones',
  slug: 'martina',
  enlace: ENLACE,
  codigo: 'MARTINA',
  cifras: {
    idUsuario: 7,
    nombre: 'Lucía Pérez',
    slug: 'martina',
    ordenes: 7,
    entradas: 12,
    importe: 1_800_000,
    comision: 183_000,
    invitados: 10,
    ingresaron: 6,
  },
  reglas: [
    { idUsuario: 7, cdTipo: null, modo: 'porcentaje', valor: 12 },
    { idUsuario: 7, cdTipo: 2, modo: 'fijo', valor: 3000 },
  ],
  tipos: [
    { cdTipo: 0, nombre: 'General' },
    { cdTipo: 2, nombre: 'VIP' },
  ],
};
const OTRO: MiRrppEvento = {
  ...VENDIMIA,
  idEvento: 40,
  nombre: 'Subsuelo: Edición Invierno',
  inicio: null,
  enlace: 'https://pulso.com.ar/evento/40?rrpp=martina',
  cifras: { ...VENDIMIA.cifras, ordenes: 0, entradas: 0, importe: 0, comision: 0, invitados: 0 },
  reglas: [],
};

function network(eventos: MiRrppEvento[]) {
  return fakeNetwork({
    'GET /Rrpp/MisEventos': () => json(200, eventos),
    'GET /Lista/MisListas': () => json(200, []),
  });
}
const card = (nombre: string) => screen.getByRole('article', { name: nombre });

describe('/mis-ventas-rrpp', () => {
  it('a card per event: its date and productora, the figures, the link, the code and the rules in words', async () => {
    network([VENDIMIA, OTRO]);
    renderApp('/mis-ventas-rrpp', makeUser([0, 2]));
    expect(await screen.findByRole('heading', { level: 1, name: T.misVentasTitulo })).toBeTruthy();
    const vendimia = await screen.findByRole('article', { name: 'Vendimia Electrónica' });
    expect(
      within(vendimia).getByRole('link', { name: 'Vendimia Electrónica' }).getAttribute('href'),
    ).toBe('/evento/12');
    expect(vendimia.textContent).toContain(formatFechaCorta(VENDIMIA.inicio));
    expect(vendimia.textContent).toContain(T.productora('Subsuelo Producciones'));
    const cifras = Array.from(
      vendimia.querySelectorAll('.rrpp-cifras dt, .rrpp-cifras dd'),
      (e) => e.textContent,
    );
    expect(cifras).toEqual([
      T.cifras.entradas,
      '12',
      T.cifras.importe,
      formatPesos(1_800_000),
      T.cifras.comision,
      formatPesos(183_000),
      T.cifras.ingresaron,
      '6 de 10',
    ]);
    expect(within(vendimia).getByLabelText(T.tuEnlace)).toHaveProperty('value', ENLACE);
    expect(within(vendimia).getByText(T.tuCodigo).nextElementSibling?.textContent).toBe('MARTINA');
    // The type's own rule first, named as the event's page names it, then the rest.
    const reglas = within(vendimia).getByRole('list', { name: T.tuComisionTitulo });
    const items = () =>
      within(reglas)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await waitFor(() =>
      expect(items()).toEqual([
        T.reglaFija(formatPesos(3000), 'VIP', true),
        T.reglaPorcentaje(T.porcentaje(12), null, true),
      ]),
    );
    expect(items()).toEqual(['$\u00a03.000 por entrada VIP', '12\u00a0% del neto en el resto']);

    const otro = card('Subsuelo: Edición Invierno');
    expect(otro.textContent).toContain(T.sinFecha);
    expect(within(otro).getByText(T.sinComision)).toBeTruthy();
  });

  it('"Copiar enlace" copies that event\'s link and says so; a refused clipboard says to copy it by hand', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    network([VENDIMIA, OTRO]);
    renderApp('/mis-ventas-rrpp', makeUser([0, 2]));
    const vendimia = await screen.findByRole('article', { name: 'Vendimia Electrónica' });
    await userEvent.click(
      within(vendimia).getByRole('button', { name: T.copiarEnlaceDe('Vendimia Electrónica') }),
    );
    expect(writeText).toHaveBeenCalledWith(ENLACE);
    expect(await within(vendimia).findByText(T.copiado)).toBeTruthy();
    expect(within(card('Subsuelo: Edición Invierno')).queryByText(T.copiado)).toBeNull();

    writeText.mockRejectedValue(new DOMException('Write permission denied', 'NotAllowedError'));
    const otro = card('Subsuelo: Edición Invierno');
    await userEvent.click(
      within(otro).getByRole('button', { name: T.copiarEnlaceDe('Subsuelo: Edición Invierno') }),
    );
    expect(await within(otro).findByText(T.noCopiado)).toBeTruthy();
    expect(within(otro).getByLabelText(T.tuEnlace)).toHaveProperty('value', OTRO.enlace);
  });

  it('the next party first, then those that started, latest first, then those without a date', async () => {
    const dia = 24 * 60 * 60_000;
    const en = (dias: number) => new Date(Date.now() + dias * dia).toISOString();
    const evento = (idEvento: number, nombre: string, inicio: string | null) => ({
      ...VENDIMIA,
      idEvento,
      nombre,
      inicio,
      reglas: [],
    });
    // As the server sends them: newest first, no date last.
    network([
      evento(1, 'En dos meses', en(60)),
      evento(2, 'La semana que viene', en(7)),
      evento(3, 'Hace una semana', en(-7)),
      evento(4, 'Hace un mes', en(-30)),
      evento(5, 'Sin fecha', null),
    ]);
    renderApp('/mis-ventas-rrpp', makeUser([0, 2]));
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'La semana que viene',
      'En dos meses',
      'Hace una semana',
      'Hace un mes',
      'Sin fecha',
    ]);
  });

  it('a rule of a type the event no longer has is still said', async () => {
    network([{ ...VENDIMIA, reglas: [{ idUsuario: 7, cdTipo: 5, modo: 'porcentaje', valor: 8 }] }]);
    renderApp('/mis-ventas-rrpp', makeUser([0, 2]));
    const vendimia = await screen.findByRole('article', { name: 'Vendimia Electrónica' });
    expect(within(vendimia).getByRole('listitem').textContent).toBe(
      T.reglaPorcentaje(T.porcentaje(8), T.otroTipo, true),
    );
  });

  it("someone who is nobody's RRPP is told so", async () => {
    network([]);
    renderApp('/mis-ventas-rrpp', makeUser([0, 2]));
    expect(await screen.findByText(T.sinEventos)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
