import type { Page } from '@playwright/test';
import { ROUTES, routePath } from '@shared/routes';
import { EVENT_FORM_TEXT as T, MODIFY_EVENT_TEXT, PARTIES_TEXT } from '@shared/texts/organiser';
import { FIESTA_MSG, MODIFY_EVENT_MSG } from '@shared/validation/evento';
import { typeDate } from './support/date-field';
import { signIn } from './support/discovery';
import { expect, test } from './support/fixtures';
import { bearer, fiestasOf, freshOrganiser, getEvento, uniqueTag } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * Managing what an organiser made (issue 4): modifying an event (/modificar-evento/{id}) and
 * the recurring parties (/mis-fiestas-recurrentes), on the website and in the desktop app.
 * Each test makes its own organiser through the API (the role comes with the first event).
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const guardar = (page: Page) =>
  page.getByRole('button', { name: MODIFY_EVENT_TEXT.guardar, exact: true });

test('modify: every check at once at its field; a quantity raised and a price saved, read back', async ({
  page,
  request,
}) => {
  const org = await freshOrganiser(request, 'modifica');
  const before = await getEvento(request, org.session.token, org.evento.idEvento);
  const artista = before.artistas[0]!.nombre;

  await page.goto('/');
  await signIn(page, org.user);
  await page.goto(routePath('modificarEvento', { id: org.evento.idEvento }));
  await expect(field(page, T.nombre)).toHaveValue(org.nombreEvento);

  // Quantities and prices can both change (a quantity down to what is sold or held).
  for (const [tipo, cantidad] of [
    ['General', '100'],
    ['VIP', '20'],
  ] as const) {
    const qty = field(page, T.cantidad(tipo, 1));
    await expect(qty).toHaveValue(cantidad);
    await expect(qty).toBeEditable();
    await expect(field(page, T.precio(tipo, 1))).toBeEditable();
  }
  await expect(page.getByText(MODIFY_EVENT_TEXT.cantidadAyuda, { exact: true })).toBeVisible();

  // Every broken check at once, each said at its field; the first one gets the focus.
  const direccion = await field(page, T.direccion).inputValue();
  const descripcion = await field(page, T.descripcion).inputValue();
  const inicio = await field(page, T.inicio(1)).inputValue();
  expect(inicio).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await field(page, T.nombre).fill('');
  await field(page, T.direccion).fill('');
  await field(page, T.descripcion).fill('');
  await page.getByRole('button', { name: T.artistaQuitar(artista) }).click();
  await typeDate(field(page, T.inicio(1)), '');
  await field(page, T.video).fill('https://vimeo.com/123456');
  await guardar(page).click();
  for (const [label, message] of [
    [T.nombre, MODIFY_EVENT_MSG.nombre],
    [T.direccion, MODIFY_EVENT_MSG.ubicacion],
    [T.artistaInput, MODIFY_EVENT_MSG.artista],
    [T.descripcion, MODIFY_EVENT_MSG.descripcion],
    [T.inicio(1), MODIFY_EVENT_MSG.fechas],
    [T.video, MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com')],
  ] as const)
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  await expect(
    page.getByRole('checkbox', { name: MODIFY_EVENT_MSG.confirmar }),
  ).toHaveAccessibleDescription(MODIFY_EVENT_MSG.confirmacion);
  await expect(field(page, T.nombre)).toBeFocused();

  await field(page, T.nombre).fill(org.nombreEvento);
  await field(page, T.direccion).fill(direccion);
  await field(page, T.descripcion).fill(descripcion);
  await field(page, T.artistaInput).fill('2lux');
  await field(page, T.artistaInput).press('Enter');
  await expect(page.getByRole('button', { name: T.artistaQuitar('2Lux') })).toBeVisible();
  // Shown and typed back day/month/year (issue 15).
  await typeDate(field(page, T.inicio(1)), inicio);
  await field(page, T.video).fill('');
  await field(page, T.precio('General', 1)).fill('6500');
  await field(page, T.cantidad('General', 1)).fill('150');

  await page.getByRole('checkbox', { name: MODIFY_EVENT_MSG.confirmar }).check();
  await guardar(page).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.misEventosCreados.path}$`));
  await expect(page.getByText(MODIFY_EVENT_MSG.actualizado, { exact: true })).toBeVisible();

  // Read back: in a fresh load of the form, and from the API.
  await page.goto(routePath('modificarEvento', { id: org.evento.idEvento }));
  await expect(field(page, T.precio('General', 1))).toHaveValue('6500');
  await expect(field(page, T.cantidad('General', 1))).toHaveValue('150');
  await expect(field(page, T.precio('VIP', 1))).toHaveValue('9000');
  await expect(page.getByRole('button', { name: T.artistaQuitar('2Lux') })).toBeVisible();
  const after = await getEvento(request, org.session.token, org.evento.idEvento);
  const entradas = after.fechas[0]!.entradas.map((e) => [e.tipo.cdTipo, e.cantidad, e.precio]);
  expect(entradas.sort((a, b) => a[0]! - b[0]!)).toEqual([
    [0, 150, 6500],
    [2, 20, 9000],
  ]);
  expect(after.estado).toBe(before.estado);
});

test("modify: another organiser's event is refused", async ({ page, request }) => {
  const [owner, other] = await Promise.all([
    freshOrganiser(request, 'duenio'),
    freshOrganiser(request, 'ajeno'),
  ]);
  // The API refuses the write too.
  const res = await request.put(`${E2E.apiBase}/Entrada/UpdateEntrada`, {
    headers: bearer(other.session.token),
    data: { idFecha: owner.evento.fechas[0], tipo: 0, precio: 1 },
  });
  expect([403, 404]).toContain(res.status());

  await page.goto('/');
  await signIn(page, other.user);
  await page.goto(routePath('modificarEvento', { id: owner.evento.idEvento }));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MODIFY_EVENT_MSG.noEncontrado, { exact: true })).toBeVisible();
  await expect(field(page, T.nombre)).toHaveCount(0);
  // Their own event opens.
  await page.goto(routePath('modificarEvento', { id: other.evento.idEvento }));
  await expect(field(page, T.nombre)).toHaveValue(other.nombreEvento);
  const price = await getEvento(request, owner.session.token, owner.evento.idEvento);
  expect(price.fechas[0]!.entradas.find((e) => e.tipo.cdTipo === 0)?.precio).toBe(5000);
});

test('recurring parties: add, duplicate refused, edit, delete', async ({ page, request }) => {
  const org = await freshOrganiser(request, 'fiestas');
  const tag = uniqueTag();
  const nombre = `Noche Ácida ${tag.replace(/^./, (c) => c.toUpperCase())}`;
  const renombrada = `${nombre} Dos`;
  const cell = (name: string) => page.getByRole('cell', { name, exact: true });

  await page.goto('/');
  await signIn(page, org.user);
  await page.goto(ROUTES.misFiestasRecurrentes.path);
  await expect(page.getByRole('heading', { level: 1, name: PARTIES_TEXT.titulo })).toBeVisible();
  await expect(page.getByText(PARTIES_TEXT.vacio, { exact: true })).toBeVisible();

  const nombreInput = field(page, PARTIES_TEXT.nombre);
  const agregar = page.getByRole('button', { name: PARTIES_TEXT.agregar, exact: true });
  await nombreInput.fill(nombre);
  await agregar.click();
  await expect(cell(nombre)).toBeVisible();
  await expect(nombreInput).toHaveValue('');

  // The same name in another case (and without the accent) is refused, here and by the API.
  await nombreInput.fill(nombre.toUpperCase().replace('Á', 'A'));
  await agregar.click();
  await expect(page.getByRole('alert')).toHaveText(FIESTA_MSG.duplicada);
  const dup = await request.post(`${E2E.apiBase}/Fiesta/CrearFiesta`, {
    headers: bearer(org.session.token),
    data: { nombre: nombre.toLowerCase() },
  });
  expect(dup.status()).toBe(409);
  expect(await dup.text()).toContain(FIESTA_MSG.duplicada);
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one party

  await page.getByRole('button', { name: PARTIES_TEXT.editarDe(nombre) }).click();
  const edit = field(page, PARTIES_TEXT.editarNombre(nombre));
  await edit.fill(renombrada);
  await page.getByRole('button', { name: PARTIES_TEXT.guardar, exact: true }).click();
  await expect(cell(renombrada)).toBeVisible();
  await expect(cell(nombre)).toHaveCount(0);

  await page.getByRole('button', { name: PARTIES_TEXT.eliminarDe(renombrada) }).click();
  const dialog = page.getByRole('dialog', { name: PARTIES_TEXT.confirmarEliminar });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: PARTIES_TEXT.eliminar, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(renombrada)).toHaveCount(0);
  await expect(page.getByText(PARTIES_TEXT.vacio, { exact: true })).toBeVisible();
  expect(await fiestasOf(request, org.session)).toEqual([]);
});
