import { MSG } from '@shared/messages';
import { DOOR_ADMIN_TEXT, DOOR_TEXT } from '@shared/texts/door';
import { DESAFIO_HEADER } from '@shared/api/desafio-header';
import { desafioHeaders } from './support/desafio';
import { registerFreshUser } from './support/discovery';
import { DEMO_PASSWORD, E2E } from './support/stack-env';
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

/**
 * Signing in and out on the website and in the desktop app, where the session lives in the OS
 * keychain and Google's sign-in goes through the system browser and a loopback address.
 */

test('"Credenciales inválidas" for a wrong password', async ({ page }) => {
  await page.goto('/');
  const dialog = await login(page, 'asistente@pulso.test', 'no-es-la-clave1');
  await expect(dialog.getByText(MSG.credencialesInvalidas)).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('past ten wrong passwords the owner still gets in: the form shows the challenge, the device solves it and the same tap signs in', async ({
  page,
  request,
  target,
}) => {
  const user = await registerFreshUser(request, `desafio-${target}`, { confirmar: false });
  // A stranger's ten wrong passwords from this address, each let through by a solved challenge
  // (the growing waits would otherwise refuse them unchecked).
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post(`${E2E.apiBase}/Security/Login`, {
      headers: await desafioHeaders(request),
      data: { usuario: user.correo, pass: `no-es-la-clave-${i}` },
    });
    expect(res.status(), await res.text()).toBe(401);
  }
  await page.goto('/');
  const isLogin = (r: { url(): string }) => new URL(r.url()).pathname.endsWith('/Security/Login');
  const asked = page.waitForResponse((r) => isLogin(r) && !r.request().headers()[DESAFIO_HEADER]);
  const answered = page.waitForResponse(
    (r) => isLogin(r) && r.request().headers()[DESAFIO_HEADER] !== undefined,
  );
  const challenge = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Desafio'));
  await login(page, user.correo, user.password);
  // The right password alone is asked for a challenge (428, or 429 while the pair's growing wait
  // runs); the widget fetches one and solves it, and the form sends the same sign-in again,
  // which the server checks and lets in.
  expect([428, 429]).toContain((await asked).status());
  expect(await (await asked).json()).toMatchObject({ desafio: true });
  expect((await challenge).status()).toBe(200);
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
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

/** The user menu of the desktop app's users; the attendee's is auth.web.spec.ts. */
const MENUS = [
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
      'Mi productora',
      'Mis ventas como RRPP',
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
    await expect(menu.getByText(m.section, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(m.items);
  });
}

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
