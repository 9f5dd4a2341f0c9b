import { DESAFIO_HEADER } from '@shared/api/desafio-header';
import { MSG } from '@shared/messages';
import { DESAFIO_WIDGET } from '@shared/texts/desafio';
import { ROUTES } from '@shared/routes';
import { REGISTER_MSG } from '@shared/validation/auth';
import { typeDate } from './support/date-field';
import { DEMO_PASSWORD } from './support/stack-env';
import { expect, login, nav, openUserMenu, test, uniqueEmail } from './support/fixtures';

/**
 * Registering, the attendee's menu and the route guards on the website (sign-in and sign-out on
 * both targets are sign-in.spec.ts). Every route's roles are checked below the browser: the
 * server's role matrix and the renderer's route table (renderer/src/app/routes.test.tsx); here
 * one redirect stands for each kind of guard.
 */

test('register: each validation message, then "¡Registro exitoso!" and automatic sign-in', async ({
  page,
}) => {
  await page.goto('/register');
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
  await page.getByLabel('Crea una contraseña').fill('corta');
  await page.getByLabel('Confirma tu contraseña').fill('otra');
  await page.getByLabel('Tu DNI/Pasaporte').fill('38123456');
  // Typed day/month/year whatever the browser's language (issue 15).
  await typeDate(page.getByLabel('Tu fecha de nacimiento'), '14/07/1996');
  await expect(page.getByLabel('Tu fecha de nacimiento')).toHaveValue('14/07/1996');
  await page.getByLabel('Tu correo electrónico').fill('no-es-un-mail');
  await page.getByLabel('Tu teléfono (sin 0 ni 15)').fill('1155667788');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText(REGISTER_MSG.passwordDebil)).toBeVisible();
  await expect(page.getByText(REGISTER_MSG.noCoinciden)).toBeVisible();
  await expect(page.getByText(REGISTER_MSG.correoFormato)).toBeVisible();

  await page.getByLabel('Crea una contraseña').fill('techno2024');
  await page.getByLabel('Confirma tu contraseña').fill('techno2024');
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
  await expect(page).toHaveURL(/\/$/);
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Camila Sosa')).toBeVisible();
});

test('a second registration with the same e-mail is refused', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Tu nombre').fill('Otra');
  await page.getByLabel('Tu apellido').fill('Persona');
  await page.getByLabel('Crea una contraseña').fill('techno2024');
  await page.getByLabel('Confirma tu contraseña').fill('techno2024');
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

test('the guard sends a guest, and a signed-in user without the role, back to /', async ({
  page,
}) => {
  await page.goto(ROUTES.misEntradas.path);
  await expect(page, `a guest on ${ROUTES.misEntradas.path}`).toHaveURL(/\/$/);
  await login(page, 'organizador@pulso.test', DEMO_PASSWORD);
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
