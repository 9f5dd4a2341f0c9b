import { DEMO_PASSWORD } from './support/stack-env';
import { expect, login, nav, openUserMenu, test } from './support/fixtures';

test('signing in and out in one tab is mirrored in another', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/artistas');
  await expect(nav(second).getByRole('button', { name: 'Ingresar' })).toBeVisible();

  await login(first, 'asistente@pulso.test', DEMO_PASSWORD);
  await expect(second.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();

  const menu = await openUserMenu(first);
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(nav(second).getByRole('button', { name: 'Ingresar' })).toBeVisible();
});
