import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { REGISTER_MSG } from '@shared/validation/auth';
import { typeDate } from './support/date-field';
import { DEMO_PASSWORD } from './support/stack-env';
import { DOOR_ADMIN_TEXT, DOOR_TEXT } from '@shared/texts/door';
import {
  expect,
  login,
  nav,
  openLogin,
  openUserMenu,
  setGoogleIdentity,
  test,
  uniqueEmail,
} from './support/fixtures';

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
  await page.getByRole('button', { name: 'Registrarme' }).click();
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

test('"Credenciales inválidas" for a wrong password', async ({ page }) => {
  await page.goto('/');
  const dialog = await login(page, 'asistente@pulso.test', 'no-es-la-clave1');
  await expect(dialog.getByText(MSG.credencialesInvalidas)).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('a role-3 account is refused with the validation-app message and nothing is kept', async ({
  page,
  desktop,
}) => {
  await page.goto('/');
  const dialog = await login(page, 'validador@pulso.test', DEMO_PASSWORD);
  await expect(dialog.getByText(MSG.rolValidador)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  if (desktop) expect(await desktop.tokenStore().get()).toBeNull();
  // Their place is the door app, one click away.
  await dialog.getByRole('link', { name: DOOR_ADMIN_TEXT.abrirPuerta }).click();
  await expect(page.getByRole('heading', { name: DOOR_TEXT.titulo })).toBeVisible();
  await expect(page.getByText(DOOR_TEXT.loginAyuda)).toBeVisible();
});

const MENUS = [
  {
    email: 'asistente@pulso.test',
    title: 'Sofía Benítez',
    items: [
      'Mis entradas',
      'Lista de espera',
      'Mis eventos favoritos',
      'Mi perfil',
      'Cerrar sesión',
    ],
  },
  {
    email: 'organizador@pulso.test',
    section: 'Opciones de organizador',
    items: [
      'Mis entradas',
      'Lista de espera',
      'Mis eventos favoritos',
      'Mi perfil',
      'Mis eventos creados',
      'Mis fiestas recurrentes',
      'Entradas vendidas',
      'Cerrar sesión',
    ],
  },
  {
    email: 'admin@pulso.test',
    section: 'Administrador',
    items: [
      'Validar eventos',
      'Crear artista',
      'Editar artistas',
      'Crear noticia',
      'Editar noticias',
      'Editar Carrusel',
      'Actualizar TyC',
      'Cerrar sesión',
    ],
  },
];

for (const m of MENUS) {
  test(`menu entries of ${m.email}`, async ({ page }) => {
    await page.goto('/');
    await login(page, m.email, DEMO_PASSWORD);
    const menu = await openUserMenu(page);
    if (m.title) await expect(menu.getByText(m.title, { exact: true })).toBeVisible();
    if (m.section) await expect(menu.getByText(m.section, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(m.items);
  });
}

const GUARDED = {
  guest: [
    ROUTES.misEntradas.path,
    ROUTES.comprar.path,
    ROUTES.misEventosCreados.path,
    '/modificar-evento/1',
    ROUTES.eventosAValidar.path,
    ROUTES.editarCarrusel.path,
  ],
  'asistente@pulso.test': [
    ROUTES.misEventosCreados.path,
    ROUTES.misFiestasRecurrentes.path,
    ROUTES.eventosAValidar.path,
    ROUTES.actualizarTyc.path,
  ],
  'admin@pulso.test': [
    ROUTES.misEntradas.path,
    ROUTES.miPerfil.path,
    ROUTES.misEventosCreados.path,
    '/cancelar-evento/1',
  ],
};

for (const [who, paths] of Object.entries(GUARDED)) {
  test(`guard sends ${who} back to / from the routes it may not open`, async ({ page }) => {
    await page.goto('/');
    if (who !== 'guest') {
      await login(page, who, DEMO_PASSWORD);
      await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    }
    for (const path of paths) {
      await page.goto(path);
      await expect(page, `${who} on ${path}`).toHaveURL(/\/$/);
    }
  });
}

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

test('Cerrar sesión signs out and revokes the session', async ({ page, desktop }) => {
  await page.goto('/');
  await login(page, 'asistente@pulso.test', DEMO_PASSWORD);
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  if (desktop) expect(await desktop.tokenStore().get()).toBeNull();
  else expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('Google sign-in through the identity provider creates a role-0 account', async ({
  page,
  target,
}) => {
  const email = uniqueEmail(`google-${target}`);
  await setGoogleIdentity({
    sub: `sub-${email}`,
    email,
    given_name: 'Martina',
    family_name: 'Google',
  });
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Martina Google')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Mis entradas',
    'Lista de espera',
    'Mis eventos favoritos',
    'Mi perfil',
    'Cerrar sesión',
  ]);
});
