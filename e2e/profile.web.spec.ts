import type { Page } from '@playwright/test';
import { LIMITS } from '@shared/domain/limits';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { PROFILE_TEXT as T, RESET_TEXT } from '@shared/texts/profile';
import { REGISTER_MSG } from '@shared/validation/auth';
import { PROFILE_MSG, RESET_MSG, resetMail } from '@shared/validation/profile';
import {
  adminSession,
  button,
  correosA,
  dialog,
  fileChoosersOpened,
  mediaOf,
  pickWith,
  pngFile,
} from './support/admin';
import { freshAccount, getUsuario, openSignedIn } from './support/checkout';
import { typeDate } from './support/date-field';
import { choose, combobox, shownValue, signIn } from './support/discovery';
import { expect, login, nav, openLogin, openUserMenu, test } from './support/fixtures';
import { E2E } from './support/stack-env';

/**
 * My profile (issue 6, item 8) on the website (an attendee's flow: e2e/README.md): inline
 * fields that commit when they lose focus, the address with the capital rule, the photo through
 * the browser's file picker, the password change with its three checks, the reset link mailed
 * by "¿Olvidaste la contraseña?", and deleting the account.
 * Each test makes its own account through the API.
 */

const CABA = LIMITS.capital.nombre;
const main = (page: Page) => page.getByRole('main');

async function signOut(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
}

/** Login refused with "Credenciales inválidas"; the modal is closed again afterwards. */
async function expectRefused(page: Page, correo: string, password: string) {
  const box = await login(page, correo, password);
  await expect(box.getByText(MSG.credencialesInvalidas, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
}

test('profile: a field commits on blur, the address takes the capital rule, "Guardar cambios" stores it; the photo is picked, previewed, cancelled, accepted and deleted', async ({
  page,
  request,
  desktop,
  target,
}) => {
  const me = await freshAccount(request, `perfil-${target}`);
  const choosers = fileChoosersOpened(page);
  await openSignedIn(page, desktop, me.session.token, ROUTES.miPerfil.path);
  await expect(page.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
  const guardar = button(page, T.guardar);
  const editar = (label: string) =>
    page.getByRole('button', { name: T.editar(label), exact: true });

  await test.step('a field becomes an input when chosen and commits when it loses focus', async () => {
    await expect(editar(T.telefono)).toHaveText('1155667788');
    await editar(T.telefono).click();
    const input = page.getByLabel(T.telefono, { exact: true });
    await expect(input).toBeFocused();
    await input.fill('123');
    await input.blur();
    await expect(editar(T.telefono)).toHaveText('123');
    // The server's own rule, before anything is sent.
    await guardar.click();
    await expect(main(page).getByRole('alert')).toHaveText(PROFILE_MSG.telefono);
    expect((await getUsuario(request, me.session)).telefono).toBe('1155667788');
    // Escape drops an edit.
    await editar(T.telefono).click();
    await input.fill('999');
    await input.press('Escape');
    await expect(editar(T.telefono)).toHaveText('123');
    await editar(T.telefono).click();
    await input.fill('1140004000');
    await input.press('Tab');
    await expect(editar(T.telefono)).toHaveText('1140004000');
    await editar(T.bio).click();
    await page.getByLabel(T.bio, { exact: true }).fill('Fan del techno de Berlín.');
    await page.getByLabel(T.bio, { exact: true }).blur();
    // The birth date reads and is typed day/month/year on any browser language (issue 15).
    await expect(editar(T.dtNacimiento)).toHaveText('05/05/1995');
    await editar(T.dtNacimiento).click();
    await typeDate(page.getByLabel(T.dtNacimiento, { exact: true }), '25/12/1990');
    await expect(editar(T.dtNacimiento)).toHaveText('25/12/1990');
  });

  await test.step('the address: a province opens the municipality, the capital is the whole place', async () => {
    await choose(main(page), 'Provincia', 'Buenos Aires');
    await expect(
      main(page).getByRole('combobox', { name: 'Municipio', exact: true }),
    ).toBeVisible();
    await choose(main(page), 'Provincia', CABA);
    await expect(main(page).getByRole('combobox', { name: 'Municipio', exact: true })).toHaveCount(
      0,
    );
    await expect(main(page).getByRole('combobox', { name: 'Localidad', exact: true })).toHaveCount(
      0,
    );
    await editar(T.direccion).click();
    await page.getByLabel(T.direccion, { exact: true }).fill('Av. de Mayo 575');
    await page.getByLabel(T.direccion, { exact: true }).press('Enter');
    await expect(editar(T.direccion)).toHaveText('Av. de Mayo 575');
  });

  await test.step('"Guardar cambios": "¡Cambios guardados!" and the server holds it', async () => {
    await guardar.click();
    const saved = dialog(page, PROFILE_MSG.cambiosGuardados);
    await expect(saved).toContainText(PROFILE_MSG.datosActualizados);
    await button(saved, T.aceptar).click();
    await expect(saved).toBeHidden();
    const stored = await getUsuario(request, me.session);
    expect(stored).toMatchObject({ telefono: '1140004000', bio: 'Fan del techno de Berlín.' });
    expect(stored.dtNacimiento?.slice(0, 10)).toBe('1990-12-25');
    expect(stored.domicilio).toMatchObject({
      direccion: 'Av. de Mayo 575',
      provincia: { nombre: CABA, codigo: LIMITS.capital.codigo },
      municipio: { nombre: CABA, codigo: LIMITS.capital.codigo },
      localidad: { nombre: CABA, codigo: LIMITS.capital.codigo },
    });
    // A fresh load shows what was stored.
    await page.reload();
    await expect(editar(T.telefono)).toHaveText('1140004000');
    await expect(editar(T.direccion)).toHaveText('Av. de Mayo 575');
    await expect(editar(T.dtNacimiento)).toHaveText('25/12/1990');
    await expect(shownValue(combobox(main(page), 'Provincia'))).toHaveText(CABA);
  });

  await test.step('the photo: select, preview, cancel; select again, accept; delete', async () => {
    const key = mediaOwnerKey('usuario', me.session.idUsuario);
    const preview = page.getByRole('img', { name: T.vistaPrevia });
    const foto = await pngFile(`perfil-${target}.png`, { r: 30, g: 160, b: 90 });
    await pickWith(button(page, T.elegirFoto), desktop, foto);
    await expect(preview).toBeVisible();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await button(page, T.cancelarFoto).click();
    await expect(preview).toHaveCount(0);
    await expect(button(page, T.elegirFoto)).toBeVisible();
    expect(await mediaOf(request, key)).toEqual([]);

    await pickWith(button(page, T.elegirFoto), desktop, foto);
    await button(page, T.aceptarFoto).click();
    await expect(
      page.getByRole('status').filter({ hasText: PROFILE_MSG.imagenActualizada }),
    ).toBeVisible();
    await expect.poll(async () => (await mediaOf(request, key)).length).toBe(1);
    await expect(preview).toBeVisible();
    await expect(button(page, T.cambiarFoto)).toBeVisible();

    await button(page, T.eliminarFoto).click();
    await expect(
      page.getByRole('status').filter({ hasText: PROFILE_MSG.imagenEliminada }),
    ).toBeVisible();
    expect(await mediaOf(request, key)).toEqual([]);
    await expect(button(page, T.elegirFoto)).toBeVisible();
    // On desktop both picks went through the native dialog, never a browser file input.
    if (desktop) expect(choosers).toEqual([]);
  });
});

test('password change: the three checks, then the new password signs in and the old one does not', async ({
  page,
  request,
  desktop,
  target,
}) => {
  const me = await freshAccount(request, `clave-${target}`);
  await openSignedIn(page, desktop, me.session.token, ROUTES.miPerfil.path);
  await button(page, T.cambiarPassword).click();
  const box = dialog(page, T.cambiarPassword);
  const submit = button(box, T.cambiarPassword);
  const fill = async (actual: string, nueva: string, confirmacion: string) => {
    await box.getByLabel(T.passwordActual, { exact: true }).fill(actual);
    await box.getByLabel(T.passwordNueva, { exact: true }).fill(nueva);
    await box.getByLabel(T.passwordConfirmacion, { exact: true }).fill(confirmacion);
    await submit.click();
  };
  const nueva = 'house2025berlin';

  await fill('', nueva, nueva);
  await expect(box.getByRole('alert')).toHaveText(PROFILE_MSG.completarCampos);
  await fill(me.user.password, nueva, `${nueva}x`);
  await expect(box.getByRole('alert')).toHaveText(PROFILE_MSG.nuevasNoCoinciden);
  await fill('no-es-la-actual1', nueva, nueva);
  await expect(box.getByRole('alert')).toHaveText(PROFILE_MSG.actualIncorrecta);
  await fill(me.user.password, nueva, nueva);
  await expect(box).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: PROFILE_MSG.passwordActualizada }),
  ).toBeVisible();

  await signOut(page);
  await expectRefused(page, me.user.correo, me.user.password);
  await signIn(page, { correo: me.user.correo, password: nueva });
});

test('"¿Olvidaste la contraseña?": the mailed link sets a new password once, and it signs in', async ({
  page,
  context,
  request,
  target,
}) => {
  const [me, admin] = await Promise.all([
    freshAccount(request, `olvido-${target}`),
    adminSession(request),
  ]);
  await page.goto('/');
  const box = await openLogin(page);
  await button(box, RESET_TEXT.olvidaste).click();
  await box.getByLabel(RESET_TEXT.correo, { exact: true }).fill(me.user.correo);
  await button(box, RESET_TEXT.enviar).click();
  await expect(box.getByRole('status')).toHaveText(RESET_MSG.enlaceEnviado);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  const asunto = resetMail('', '').asunto;
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await correosA(request, admin, me.user.correo)).find(
        (m) => m.asunto === asunto,
      );
      link =
        /https?:\/\/\S+\/restablecer-contrasena\?token=\S+/.exec(mail?.cuerpo ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(new URL(link).origin).toBe(E2E.webUrl);

  // The mail opens in the browser (on desktop too: the reset page is the website's).
  const browser = await context.newPage();
  await browser.goto(link);
  await expect(browser.getByRole('heading', { level: 1, name: RESET_TEXT.titulo })).toBeVisible();
  const set = async (nueva: string, confirmacion: string) => {
    await browser.getByLabel(RESET_TEXT.nueva, { exact: true }).fill(nueva);
    await browser.getByLabel(RESET_TEXT.confirmacion, { exact: true }).fill(confirmacion);
    await button(browser, RESET_TEXT.restablecer).click();
  };
  const nueva = 'minimal2025tech';
  await set(nueva, 'otra2025tech');
  await expect(browser.getByRole('alert')).toHaveText(REGISTER_MSG.noCoinciden);
  await set(nueva, nueva);
  await expect(browser.getByRole('status')).toHaveText(RESET_MSG.passwordRestablecida);
  // The link served once.
  await browser.goto(link);
  await set('otra2025tech', 'otra2025tech');
  await expect(browser.getByRole('alert')).toHaveText(RESET_MSG.enlaceUsado);
  await expect(button(browser, RESET_TEXT.pedirOtro)).toBeVisible();
  await browser.close();

  await expectRefused(page, me.user.correo, me.user.password);
  await signIn(page, { correo: me.user.correo, password: nueva });
});

test('deleting the account logs out to / and the old credentials are refused', async ({
  page,
  request,
  desktop,
  target,
}) => {
  const me = await freshAccount(request, `baja-${target}`);
  await openSignedIn(page, desktop, me.session.token, ROUTES.miPerfil.path);
  await button(page, T.eliminarCuenta).click();
  const box = dialog(page, T.eliminarCuentaTitulo);
  await expect(box).toContainText(T.eliminarCuentaAviso);
  const confirmar = button(box, T.eliminarCuentaConfirmar);
  await expect(confirmar).toBeDisabled();
  await box.getByRole('checkbox', { name: T.eliminarCuentaEntiendo }).check();
  await confirmar.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
  if (desktop) expect(await desktop.tokenStore().get()).toBeNull();
  else expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Every session of the account ended, the API one too.
  const me2 = await request.get(`${E2E.apiBase}/Security/Me`, {
    headers: { authorization: `Bearer ${me.session.token}` },
  });
  expect(me2.status()).toBe(401);
  await expectRefused(page, me.user.correo, me.user.password);
});
