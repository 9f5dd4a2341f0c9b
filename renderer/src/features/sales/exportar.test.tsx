// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import { EXPORT_MIME, type ExportFormato } from '@shared/api/exports';
import type { DesktopBridge } from '@shared/bridge';
import type { SaveFileRequest, SaveResult } from '@shared/platform';
import { EXPORT_TEXT as T } from '@shared/texts/exports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../../platform';
import { createDesktopPlatform } from '../../platform/desktop';
import { fakeNetwork, json, makeUser, problem, renderApp, TEST_API } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const VENTAS: VentasEvento = {
  idEvento: 12,
  nombre: 'Noche Ácida',
  filas: [],
  totalEntradas: 0,
  totalRecaudado: 0,
  transferidas: [],
  totalReventas: 0,
  puerta: { entradas: 0, efectivo: 0, transferencia: 0, mercadopago: 0, total: 0 },
};
const SIN_VENTAS_POR_DIA: VentasPorDia = { idEvento: 12, tipos: [], dias: [], codigos: [] };
const CSV = new TextEncoder().encode('\uFEFFNombre;Apellido\r\nAna;Pérez\r\n');

/**
 * The export routes as the server answers them, named by Content-Disposition (a name unlike
 * the page's fallback, so the test sees the server's one win).
 */
function exportResponse(request: Request) {
  const url = new URL(request.url);
  const hoja = url.pathname.endsWith('/ExportarAsistentes') ? 'asistentes' : 'ordenes';
  const formato = url.searchParams.get('Formato') as ExportFormato;
  return new Response(CSV, {
    status: 200,
    headers: {
      'content-type': EXPORT_MIME[formato],
      'content-disposition': `attachment; filename="servidor-${hoja}.${formato}"`,
    },
  });
}

function network() {
  return fakeNetwork({
    'GET /Evento/GetVentas': () => json(200, VENTAS),
    'GET /Evento/GetVentasPorDia': () => json(200, SIN_VENTAS_POR_DIA),
    'GET /Evento/ExportarAsistentes': exportResponse,
    'GET /Evento/ExportarOrdenes': exportResponse,
  });
}

/** The "Exportar" block, once the page shows it. */
async function exportBlock() {
  renderApp('/entradas-vendidas/12', makeUser([2]));
  return within(await screen.findByRole('region', { name: T.titulo }));
}

/** Every <a download> the page clicks (the browser's download), without navigating. */
function downloads() {
  const clicks: Array<{ name: string; href: string }> = [];
  URL.createObjectURL = vi.fn(() => 'blob:exportacion');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ name: this.download, href: this.href });
  });
  return clicks;
}

describe('Exportar on /entradas-vendidas/{idEvento}', () => {
  it('each button asks for its file with the token and downloads it with the server’s name', async () => {
    const { calls } = network();
    const clicks = downloads();
    const block = await exportBlock();
    const cases = [
      [T.asistentesCsv, '/api/v1/Evento/ExportarAsistentes', 'csv', 'servidor-asistentes.csv'],
      [T.asistentesXlsx, '/api/v1/Evento/ExportarAsistentes', 'xlsx', 'servidor-asistentes.xlsx'],
      [T.ordenesCsv, '/api/v1/Evento/ExportarOrdenes', 'csv', 'servidor-ordenes.csv'],
      [T.ordenesXlsx, '/api/v1/Evento/ExportarOrdenes', 'xlsx', 'servidor-ordenes.xlsx'],
    ] as const;
    for (const [label, path, formato, saved] of cases) {
      const before = calls.length;
      await userEvent.click(block.getByRole('button', { name: label }));
      await waitFor(() => expect(clicks).toHaveLength(cases.findIndex((c) => c[0] === label) + 1));
      const request = calls.slice(before).find((c) => c.url.includes('/Exportar'))!;
      const url = new URL(request.url);
      expect([
        url.pathname,
        url.searchParams.get('IdEvento'),
        url.searchParams.get('Formato'),
      ]).toEqual([path, '12', formato]);
      expect(request.headers.get('Authorization')).toBe('Bearer test-token');
      expect(clicks.at(-1)).toEqual({ name: saved, href: 'blob:exportacion' });
    }
    // The browser shows its own download: no message on the web.
    expect(block.queryByRole('status')).toBeNull();
  });

  it('a refused download says so in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeNetwork({
      'GET /Evento/GetVentas': () => json(200, VENTAS),
      'GET /Evento/ExportarOrdenes': () => problem(500, 'boom'),
    });
    const block = await exportBlock();
    await userEvent.click(block.getByRole('button', { name: T.ordenesCsv }));
    expect(await block.findByRole('alert')).toHaveProperty('textContent', T.error);
  });

  it('on the desktop, the native dialog saves the bytes and the page says where', async () => {
    network();
    const saved: SaveFileRequest[] = [];
    let answer: SaveResult = { status: 'saved', name: 'mis-asistentes.csv' };
    const bridge = {
      app: { config: async () => ({ apiBase: TEST_API, version: 'test' }) },
      token: { get: async () => 'desktop-token' },
      file: {
        save: async (file: SaveFileRequest) => {
          saved.push(file);
          return answer;
        },
      },
    } as unknown as DesktopBridge;
    const block = await exportBlock();
    setPlatform(await createDesktopPlatform(bridge));

    await userEvent.click(block.getByRole('button', { name: T.asistentesCsv }));
    expect(await block.findByRole('status')).toHaveProperty(
      'textContent',
      T.guardado('mis-asistentes.csv'),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      suggestedName: 'servidor-asistentes.csv',
      mime: 'text/csv',
    });
    expect([...saved[0]!.bytes]).toEqual([...CSV]);

    // A closed dialog: nothing claimed.
    answer = { status: 'cancelled' };
    await userEvent.click(block.getByRole('button', { name: T.ordenesXlsx }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await waitFor(() => expect(block.queryByRole('status')).toBeNull());
    expect(block.queryByRole('alert')).toBeNull();
  });
});
