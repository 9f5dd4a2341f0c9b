import { serviceFee } from '@shared/domain/fees';
import { formatDiaSemanaAnio } from '@shared/format/es-ar';
import { routePath } from '@shared/routes';
import { SETTLEMENT_TEXT as T } from '@shared/texts/settlement';
import { pesos } from './support/admin';
import {
  buyViaApi,
  definition,
  freshAccount,
  openSignedIn,
  sellerWithEventOnSale,
  serviceFeeRate,
} from './support/checkout';
import { savedBy } from './support/downloads';
import { expect, test } from './support/fixtures';

/**
 * The settlement (issue 14) on the website and in the desktop app: an organiser whose event
 * has one paid order (2 General at $ 5.000) opens it from Entradas vendidas and sees the row
 * of that day and type, the totals and the net it is owed ($ 10.000: the service fee is
 * Pulso's), then saves the PDF.
 */
test.use({ catalogue: 'write' });

test('settlement: the organiser sees the net of a paid order per day and type, and saves the PDF', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, buyer, rate] = await Promise.all([
    sellerWithEventOnSale(request, `liquida-${target}`),
    freshAccount(request, `comprador-liq-${target}`),
    serviceFeeRate(request),
  ]);
  const dia = seller.evento.fechas[0]!;
  await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: dia.idFecha, cdTipo: 0, cantidad: 2 },
  ]);
  const bruto = 10_000;
  const fee = serviceFee(bruto, rate);

  await test.step('from Entradas vendidas → Liquidación', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('entradasVendidas', { eventoId: seller.idEvento }),
    );
    await page.getByRole('link', { name: T.enlace, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`${routePath('liquidacion', { eventoId: seller.idEvento })}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: T.tituloEvento(seller.nombre) }),
    ).toBeVisible();
  });

  await test.step('the day and type of the sale, the totals row and the net', async () => {
    const table = page.getByRole('table', { name: T.tabla });
    const general = table.getByRole('row').filter({ hasText: 'General' });
    // The day in full, with its year.
    await expect(general).toContainText(formatDiaSemanaAnio(dia.inicio));
    await expect(general).toContainText(pesos(bruto));
    const total = table.getByRole('row').filter({ hasText: T.total });
    // Total, vendidas, bruto, descuentos, reembolsos, arrepentimientos, revendidas, reventas,
    // saldo de reventas, a devolver, neto, cargo por servicio.
    await expect(total.getByRole('cell')).toHaveText([
      T.total,
      '2',
      pesos(bruto),
      pesos(0),
      pesos(0),
      pesos(0),
      '0',
      pesos(0),
      pesos(0),
      pesos(0),
      pesos(bruto),
      pesos(fee),
    ]);
    await expect(definition(page, T.neto)).toHaveText(pesos(bruto));
    if (!desktop) {
      // On a 1366 px laptop the whole table shows, the net included (nothing to scroll to).
      await page.setViewportSize({ width: 1366, height: 900 });
      for (const name of [T.columnas.neto, T.columnas.cargos])
        await expect(table.getByRole('columnheader', { name })).toBeInViewport({ ratio: 1 });
    }
    // Who is paid: a fresh organiser has no account yet, and is told where to add it.
    await expect(page.getByRole('region', { name: T.datosCobro })).toContainText(
      T.datosCobroSinCargar,
    );
  });

  await test.step('"Descargar PDF" saves liquidacion-<id>.pdf', async () => {
    const file = await savedBy(page, desktop, () =>
      page.getByRole('button', { name: T.descargar }).click(),
    );
    expect(file.suggestedName).toBe(`liquidacion-${seller.idEvento}.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (desktop) await expect(page.getByText(T.guardado('archivo-guardado'))).toBeVisible();
  });
});
