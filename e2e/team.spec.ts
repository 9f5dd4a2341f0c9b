import { routePath } from '@shared/routes';
import { productoraInvitationMail } from '@shared/texts/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { adminSession, correosA } from './support/admin';
import { openSignedIn } from './support/checkout';
import { registerFreshUser } from './support/discovery';
import { expect, nav, openUserMenu, signInThrough, test } from './support/fixtures';
import { apiLogin, freshOrganiser, uniqueTag } from './support/organiser';

/**
 * A productora's team (docs/decisions/0091-productoras-and-roles.md) on the website and in the
 * desktop app: a new organiser creates a productora from Mi productora and invites an address
 * as Productor; that account opens the mailed link, signs in, comes back to it and accepts;
 * then the dueño sees the new member and lets them see the settlement, which stays after a
 * reload. Every account and name is the run's own.
 */
test('a productora: created, an address invited, the mailed link accepted, the settlement allowed', async ({
  page,
  request,
  desktop,
  target,
}) => {
  const [duenio, invitado] = await Promise.all([
    freshOrganiser(request, `equipo-${target}`),
    registerFreshUser(request, `equipo-invitado-${target}`),
  ]);
  const productora = `Productora ${target} ${uniqueTag()}`;
  const correo = invitado.correo;
  const nombreInvitado = `${invitado.nombre} ${invitado.apellido}`;
  const main = page.getByRole('main');

  await test.step('the organiser creates a productora and invites an address as Productor', async () => {
    await openSignedIn(page, desktop, duenio.session.token, routePath('miProductora'));
    await expect(main.getByRole('heading', { level: 2, name: T.crearTitulo })).toBeVisible();
    await main.getByLabel(T.nombre, { exact: true }).fill(productora);
    await main.getByRole('button', { name: T.crear }).click();
    await expect(main.getByRole('heading', { level: 2, name: productora })).toBeVisible();
    await expect(main.getByText(T.tuRol('duenio'))).toBeVisible();

    await main.getByLabel(T.correo, { exact: true }).fill(correo);
    // Productor is the role the form starts with.
    await expect(main.getByRole('combobox', { name: T.rol, exact: true })).toBeVisible();
    await main.getByRole('button', { name: T.invitar, exact: true }).click();
    await expect(
      main.getByRole('status').filter({ hasText: T.invitado(correo, 'productor') }),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: T.pendientesTitulo })).toContainText(correo);
  });

  const asunto = productoraInvitationMail(productora, 'productor', '').asunto;
  let cuerpo = '';
  const admin = await adminSession(request);
  await expect
    .poll(async () => {
      cuerpo =
        (await correosA(request, admin, correo)).find((m) => m.asunto === asunto)?.cuerpo ?? '';
      return cuerpo;
    })
    .toContain('/productora/invitacion?token=');
  const link = /\/productora\/invitacion\?token=[A-Za-z0-9_-]+/.exec(cuerpo)![0];

  await test.step('the invited account opens the mailed link, signs in, comes back and accepts', async () => {
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    // Signed out for good (the token is gone from the keychain too) before the link opens.
    await expect(nav(page).getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await page.goto(link);
    await expect(main.getByText(T.invitacionIngresar)).toBeVisible();
    await main.getByRole('button', { name: T.ingresar, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await signInThrough(dialog, correo, invitado.password);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === link);
    await main.getByRole('button', { name: T.aceptar }).click();
    await expect(
      main.getByRole('heading', { name: T.aceptada(productora, 'productor') }),
    ).toBeVisible();
    // The account is an organiser now: the page of its team opens.
    await main.getByRole('link', { name: T.irAMiProductora }).click();
    await expect(main.getByText(T.tuRol('productor'))).toBeVisible();
    await expect(main.getByText(T.soloLectura)).toBeVisible();
  });

  await test.step('the dueño sees the new member and lets them see the settlement', async () => {
    // Cerrar sesión revoked the first session: a new one, as signing in again.
    const again = await apiLogin(request, duenio.user);
    await openSignedIn(page, desktop, again.token, routePath('miProductora'));
    await expect(main.getByRole('combobox', { name: T.rolDe(nombreInvitado) })).toBeVisible();
    await expect(main.getByText(correo, { exact: true })).toBeVisible();
    await expect(main.getByText(T.pendientesVacio)).toBeVisible();
    const liquidacion = main.getByRole('switch', { name: T.verLiquidacionDe(nombreInvitado) });
    await expect(liquidacion).toHaveAttribute('aria-checked', 'false');
    await liquidacion.click();
    await expect(
      main.getByRole('status').filter({ hasText: T.guardado(nombreInvitado) }),
    ).toBeVisible();
    await expect(liquidacion).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(liquidacion).toHaveAttribute('aria-checked', 'true');
  });
});
