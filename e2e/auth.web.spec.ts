import { DESAFIO_HEADER } from '@shared/api/desafio-header';
import { MSG } from '@shared/messages';
import { DESAFIO_WIDGET } from '@shared/texts/desafio';
import { LIMITS } from '@shared/domain/limits';
import { ROUTES, routePath } from '@shared/routes';
import { AUTH_TEXT } from '@shared/texts/auth';
import { EVENT_TEXT } from '@shared/texts/event';
import { REGISTER_MSG } from '@shared/validation/auth';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { PERSONA_MSG } from '@shared/validation/persona';
import { ticketRow } from './support/checkout';
import { addTickets } from './support/checkout-flow';
import { typeDate } from './support/date-field';
import { eventNamed, onSaleEvents } from './support/discovery';
import { DEMO_PASSWORD } from './support/stack-env';
import { expect, login, nav, openUserMenu, test, uniqueEmail } from './support/fixtures';

/**
 * Registering, the attendee's menu and the route guards on the website (sign-in and sign-out on
 * both targets are sign-in.spec.ts). Every route's roles are checked below the browser: the
 * server's role matrix and the renderer's route table (renderer/src/app/routes.test.tsx); here
 * one redirect stands for each kind of guard.
 */

const ACID = 'Subsuelo presenta: Acid Night';

test('register from Comprar: each validation message, then "¡Registro exitoso!", automatic sign-in and back at the same choice', async ({
  page,
  request,
}) => {
  // Comprar signed out offers "Crear cuenta"; after signing up the buyer is back at the event
  // with the same tickets chosen (no dead end).
  const acid = eventNamed(await onSaleEvents(request), ACID);
  const row = acid.fechas[0]!.entradas.find((e) => e.cantidad > LIMITS.maxTicketsPerRow)!;
  await page.goto(routePath('evento', { id: acid.idEvento }));
  const choice = ticketRow(page, row.tipo.dsTipo);
  await addTickets(page, row.tipo.dsTipo, 2);
  await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await expect(signIn.getByText(AUTH_TEXT.paraComprar)).toBeVisible();
  await signIn.getByRole('link', { name: AUTH_TEXT.crearCuenta }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  for (const message of [
    REGISTER_MSG.nombre,
    REGISTER_MSG.apellido,
    REGISTER_MSG.password,
    REGISTER_MSG.confirmacion,
    REGISTER_MSG.dni,
    REGISTER_MSG.dtNacimiento,
    REGISTER_MSG.correo,
    REGISTER_MSG.telefono,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const email = uniqueEmail('registro');
  await page.getByLabel('Tu nombre').fill('Camila');
  await page.getByLabel('Tu apellido').fill('Sosa');
  await page.getByLabel('Creá una contraseña').fill('corta');
  await page.getByLabel('Confirmá tu contraseña').fill('otra');
  // What the checkout would refuse is refused here: a 12-year-old, DNI "12", a phone with letters.
  await page.getByLabel('Tu DNI/Pasaporte').fill('12');
  const doce = new Date(Date.now() - 12.5 * 365 * 86_400_000).toISOString().slice(0, 10);
  await typeDate(page.getByLabel('Tu fecha de nacimiento'), doce.split('-').reverse().join('/'));
  await page.getByLabel('Tu correo electrónico').fill('no-es-un-mail');
  await page.getByLabel('Tu teléfono (sin 0 ni 15)').fill('011 15 abc');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText(REGISTER_MSG.passwordDebil)).toBeVisible();
  await expect(page.getByText(REGISTER_MSG.noCoinciden)).toBeVisible();
  await expect(page.getByText(REGISTER_MSG.correoFormato)).toBeVisible();
  await expect(page.getByText(PERSONA_MSG.documento)).toBeVisible();
  await expect(page.getByText(CHECKOUT_MSG.edad)).toBeVisible();
  await expect(page.getByText(CHECKOUT_MSG.telefono)).toBeVisible();

  await page.getByLabel('Tu DNI/Pasaporte').fill('38123456');
  // Typed day/month/year whatever the browser's language (issue 15).
  await typeDate(page.getByLabel('Tu fecha de nacimiento'), '14/07/1996');
  await expect(page.getByLabel('Tu fecha de nacimiento')).toHaveValue('14/07/1996');
  await page.getByLabel('Tu teléfono (sin 0 ni 15)').fill('1155667788');

  await page.getByLabel('Creá una contraseña').fill('techno2024');
  await page.getByLabel('Confirmá tu contraseña').fill('techno2024');
  await page.getByLabel('Tu correo electrónico').fill(email);
  // Sign-up carries a proof-of-work challenge the page solved while the form was filled in
  // (ALTCHA's widget, in Spanish); the server checks it.
  await expect(page.getByText(DESAFIO_WIDGET.verified)).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/Usuario/CreateUsuario'));
  await page.getByRole('button', { name: 'Registrarme' }).click();
  expect((await created).request().headers()[DESAFIO_HEADER]).toBeTruthy();
  expect((await created).status()).toBe(201);
  const success = page.getByRole('dialog').filter({ hasText: MSG.registroExitoso });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(new RegExp(`${routePath('evento', { id: acid.idEvento })}$`));
  await expect(choice.getByRole('status')).toHaveText('2');
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Camila Sosa')).toBeVisible();
});

test('a second registration with the same e-mail is refused', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Tu nombre').fill('Otra');
  await page.getByLabel('Tu apellido').fill('Persona');
  await page.getByLabel('Creá una contraseña').fill('techno2024');
  await page.getByLabel('Confirmá tu contraseña').fill('techno2024');
  await page.getByLabel('Tu DNI/Pasaporte').fill('30111222');
  await typeDate(page.getByLabel('Tu fecha de nacimiento'), '02/01/1990');
  await page.getByLabel('Tu correo electrónico').fill('asistente@pulso.test');
  await page.getByLabel('Tu teléfono (sin 0 ni 15)').fill('1155667788');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText(MSG.correoEnUso)).toBeVisible();
});

test('menu entries of asistente@pulso.test', async ({ page }) => {
  await page.goto('/');
  await login(page, 'asistente@pulso.test', DEMO_PASSWORD);
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Sofía Benítez', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Mis entradas',
    'Lista de espera',
    'Mis eventos favoritos',
    'Mi perfil',
    'Cerrar sesión',
  ]);
});

test('the guard asks a guest to sign in and returns to the link; a signed-in user without the role goes to /', async ({
  page,
}) => {
  await page.goto(ROUTES.misEntradas.path);
  await expect(page, `a guest on ${ROUTES.misEntradas.path}`).toHaveURL(/\/$/);
  // Asked to sign in, saying why, and taken to the link afterwards (no dead end).
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await expect(dialog.getByText(AUTH_TEXT.paraVerPagina)).toBeVisible();
  await dialog.getByPlaceholder('Tu email').fill('organizador@pulso.test');
  await dialog.getByPlaceholder('Tu contraseña').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.misEntradas.path}$`));
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  await page.goto(ROUTES.eventosAValidar.path);
  await expect(page, `the organiser on ${ROUTES.eventosAValidar.path}`).toHaveURL(/\/$/);
});

test('the guard lets each role into its own section', async ({ page }) => {
  await page.goto('/');
  await login(page, 'organizador@pulso.test', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  for (const path of [ROUTES.misEventosCreados.path, ROUTES.misEntradas.path]) {
    await page.goto(path);
    // The section's own page renders (whatever its content) and the guard did not move us.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('Crear Evento: a guest goes to /precrearevento, signs in and arrives at /crearevento', async ({
  page,
}) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Crear Evento' }).click();
  await expect(page).toHaveURL(/\/precrearevento$/);
  await page.getByRole('main').getByRole('button', { name: 'Ingresar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByPlaceholder('Tu email').fill('asistente@pulso.test');
  await dialog.getByPlaceholder('Tu contraseña').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/crearevento$/);
  expect(await page.evaluate(() => localStorage.getItem('postLoginRedirect'))).toBeNull();
});
