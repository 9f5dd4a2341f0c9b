import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import { formatOrderNumber } from '@shared/format/order-number';
import { routePath } from '@shared/routes';
import { EXPORT_SHEETS, EXPORT_TEXT } from '@shared/texts/exports';
import { buyViaApi, freshAccount, openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { savedBy } from './support/downloads';
import { expect, test } from './support/fixtures';

/**
 * Exports (issue 14) on the website and in the desktop app: an organiser with a paid order
 * exports the attendees as CSV from Entradas vendidas and the file on disk is what Excel in
 * Spanish opens (BOM, `;`, CRLF) with the buyer's row. On the web it is the browser's download;
 * on desktop the app's main-process saver writes it where the native dialog said.
 */
test.use({ catalogue: 'write' });

/** "04/01/2030 23:00" in Buenos Aires, written apart from the server's formatter. */
function fechaHoraAR(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-AR', {
      timeZone: AR_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test('exports: the organiser saves the attendees as CSV and the file holds the paid buyer', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `exporta-${target}`),
    freshAccount(request, `asistente-${target}`),
  ]);
  const dia = seller.evento.fechas[0]!;
  const orden = await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: dia.idFecha, cdTipo: 0, cantidad: 1 },
  ]);

  await openSignedIn(
    page,
    desktop,
    seller.session.token,
    routePath('entradasVendidas', { eventoId: seller.idEvento }),
  );
  const block = page.getByRole('region', { name: EXPORT_TEXT.titulo });
  const file = await savedBy(page, desktop, () =>
    block.getByRole('button', { name: EXPORT_TEXT.asistentesCsv, exact: true }).click(),
  );

  await test.step('UTF-8 with BOM, `;` and CRLF: the headers and the buyer’s row', async () => {
    expect(file.suggestedName).toBe(`asistentes-${seller.idEvento}.csv`);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.subarray(3).toString('utf8');
    const C = EXPORT_SHEETS.asistentes.columnas;
    // What it counts first: the one ticket sold, no guests, none on resale.
    const nota = EXPORT_SHEETS.asistentes.nota({
      filas: 1,
      vendidas: 1,
      invitados: 0,
      compradasEnReventa: 0,
      revendidas: 0,
      enReventa: 0,
    });
    expect(text).toBe(
      [
        [nota],
        [
          C.nombre,
          C.apellido,
          C.correo,
          C.dni,
          C.tipo,
          C.dia,
          C.orden,
          C.ingreso,
          C.horaIngreso,
          C.adicionales,
        ],
        [
          buyer.user.nombre,
          buyer.user.apellido,
          buyer.user.correo,
          buyer.user.dni,
          'General',
          fechaHoraAR(dia.inicio),
          formatOrderNumber(orden.numero!),
          EXPORT_SHEETS.no,
          '',
          // No add-ons go with it.
          '',
        ],
      ]
        .map((row) => `${row.join(';')}\r\n`)
        .join(''),
    );
  });

  if (desktop) {
    await test.step('the desktop app says the file was saved', async () => {
      await expect(block.getByRole('status')).toHaveText(EXPORT_TEXT.guardado('archivo-guardado'));
    });
  }
});
