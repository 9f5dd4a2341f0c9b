import type { EventoView } from '@shared/api/discovery';
import { formatPesos } from '@shared/format/es-ar';
import { routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/discovery';
import { TIPOS_TEXT as T } from '@shared/texts/organiser';
import { freshAccount, placeOrder, sellerWithEventOnSale } from './support/checkout';
import { signIn } from './support/discovery';
import { expect, test } from './support/fixtures';
import { getEvento } from './support/organiser';

/**
 * The organiser's own list of types (docs/decisions/0088-free-form-ticket-types.md), on the
 * website and in the desktop app: three tandas built on "Entradas y tandas" over a cupo of their
 * own; once a buyer takes the last of the 1ra, the event page says it is sold out and offers the
 * 2da at its price, the 3ra still to come.
 */
test('an organiser builds three tandas; the last of the 1ra sold, buyers see the 2da’s price', async ({
  page,
  request,
}) => {
  const seller = await sellerWithEventOnSale(request, 'tandas');
  await page.goto('/');
  await signIn(page, seller.user);
  await page.goto(routePath('tiposEntrada', { eventoId: seller.idEvento }));
  await page.getByRole('button', { name: T.agregarTandas, exact: true }).click();

  const card = (nombre: string) => page.getByRole('group', { name: nombre, exact: true });
  const steps = [
    ['1ra tanda', 8000, 1],
    ['2da tanda', 10000, 2],
    ['3ra tanda', 12000, 2],
  ] as const;
  for (const [nombre, precio, cantidad] of steps) {
    await card(nombre).getByLabel(T.precio, { exact: true }).fill(String(precio));
    await card(nombre).getByLabel(T.cantidad, { exact: true }).fill(String(cantidad));
  }
  // The tanda's new cupo: its name is free, as the template's "General" cupo is taken.
  const cupo = page.getByRole('group', { name: /^General \d$/ });
  await cupo.getByLabel(T.cantidadCupo, { exact: true }).fill('4');
  await page.getByRole('button', { name: T.guardar, exact: true }).click();
  await expect(page.getByText(T.guardado, { exact: true })).toBeVisible();

  // A buyer takes the 1ra's only ticket.
  const evento: EventoView = await getEvento(request, seller.session.token, seller.idEvento);
  const fecha = evento.fechas[0]!;
  const primera = fecha.entradas.find((e) => e.tipo.dsTipo === '1ra tanda')!;
  expect(primera.tanda).toMatchObject({ paso: 1, estado: 'abierta' });
  const buyer = await freshAccount(request, 'tanda');
  await placeOrder(request, buyer, seller.idEvento, [
    { idFecha: fecha.idFecha, cdTipo: primera.tipo.cdTipo, cantidad: 1 },
  ]);

  await page.goto(routePath('evento', { id: seller.idEvento }));
  const rows = page.getByRole('table').first().getByRole('row');
  const row = (nombre: string) => rows.filter({ hasText: nombre });
  await expect(row('1ra tanda')).toContainText(EVENT_TEXT.tandaAgotada);
  await expect(row('2da tanda')).toContainText(EVENT_TEXT.tandaEnVenta);
  await expect(row('2da tanda')).toContainText(formatPesos(10000));
  await expect(
    row('2da tanda').getByRole('button', { name: EVENT_TEXT.agregarEntrada }),
  ).toBeEnabled();
  await expect(row('3ra tanda')).not.toContainText(EVENT_TEXT.tandaEnVenta);
  await expect(
    row('3ra tanda').getByRole('button', { name: EVENT_TEXT.agregarEntrada }),
  ).toHaveCount(0);
});
