import type { OrdenView } from '@shared/api/checkout';
import { WITHDRAWAL_MAIL, WITHDRAWAL_TEXT } from '@shared/texts/withdrawal';
import { ROUTES } from '@shared/routes';
import { adminSession, correosA } from './support/admin';
import {
  buyViaApi,
  entradaDe,
  freshAccount,
  getOrden,
  misEntradasApi,
  sellerWithEventOnSale,
} from './support/checkout';
import { expect, test } from './support/fixtures';

/**
 * The withdrawal button (issue 13) on the website (an attendee's flow: e2e/README.md): signed out, from the
 * footer link of any page, with the order's number and e-mail; the code is shown at once and
 * mailed, the whole order is refunded and its tickets are gone.
 */
test.use({ catalogue: 'write' });

test('signed out, the footer’s "Botón de arrepentimiento" withdraws an order by number and e-mail and shows the code', async ({
  page,
  request,
  target,
}) => {
  const [seller, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `arrep-${target}`),
    freshAccount(request, `arrep-compra-${target}`),
  ]);
  const general = entradaDe(seller.evento, 0);
  const orden: OrdenView = await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: general.idFecha, cdTipo: 0, cantidad: 2 },
  ]);

  await page.goto(ROUTES.terminos.path);
  await page
    .getByRole('navigation', { name: 'Legales' })
    .getByRole('link', { name: WITHDRAWAL_TEXT.enlace, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.arrepentimiento.path}$`));
  await expect(page.getByRole('heading', { name: WITHDRAWAL_TEXT.titulo })).toBeVisible();
  await page.getByLabel(WITHDRAWAL_TEXT.correoLabel).fill(buyer.user.correo);
  await page.getByLabel(WITHDRAWAL_TEXT.ordenLabel).fill(String(orden.idOrden));
  await page.getByRole('button', { name: WITHDRAWAL_TEXT.confirmar }).click();

  await expect(page.getByRole('heading', { name: WITHDRAWAL_TEXT.listo })).toBeVisible();
  const codigo = (await page.getByText(/^ARR-[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent())!.trim();

  const admin = await adminSession(request);
  await expect
    .poll(
      async () =>
        (await correosA(request, admin, buyer.user.correo.toLowerCase())).find(
          (m) => m.asunto === WITHDRAWAL_MAIL.asunto(seller.nombre),
        )?.cuerpo ?? '',
    )
    .toContain(codigo);
  expect((await getOrden(request, buyer.session, orden.idOrden)).estado).toBe('reembolsada');
  expect(
    (await misEntradasApi(request, buyer.session)).filter((e) => e.idOrden === orden.idOrden),
  ).toEqual([]);
});
