import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MSG } from '@shared/messages';
import { runTempDir } from './support/run-dir';
import { DEMO_PASSWORD, E2E } from './support/stack-env';
import { expect, login, nav, test } from './support/fixtures';

test('the session token survives an app restart through the OS keychain, never in localStorage', async ({
  page,
  desktop,
}) => {
  await page.goto('/');
  await login(page, 'organizador@pulso.test', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  const info = await page.evaluate(() => window.pulso!.token.info());
  expect(info.backend).toBe('keychain');
  const token = await desktop!.tokenStore().get();
  expect(token).toMatch(/^ey/);
  const stored = await page.evaluate(() => Object.entries(localStorage));
  expect(stored.some(([, v]) => v.includes(token!))).toBe(false);

  const restarted = await desktop!.restart();
  await restarted.goto('/mis-eventos-creados');
  // A guarded organiser route opens: the restarted app found the token in the keychain.
  await expect(restarted).toHaveURL(/\/mis-eventos-creados$/);
  await expect(restarted.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  expect(await restarted.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the native image picker refuses a 3 MB image and a PNG-named text file, accepts a real PNG', async ({
  page,
  desktop,
}) => {
  const dir = runTempDir('picker-');
  const big = path.join(dir, 'enorme.jpg');
  writeFileSync(
    big,
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024)]),
  );
  const fake = path.join(dir, 'falsa.png');
  writeFileSync(fake, 'esto es texto, no una imagen');
  const real = path.join(dir, 'flyer.png');
  writeFileSync(
    real,
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0066' } })
      .png()
      .toBuffer(),
  );

  await page.goto('/');
  await expect(nav(page)).toBeVisible();
  desktop!.pickNext(big);
  expect(await page.evaluate(() => window.pulso!.file.pick('image'))).toEqual({
    status: 'rejected',
    reason: 'size',
    message: MSG.imagenInvalida,
  });
  desktop!.pickNext(fake);
  expect(await page.evaluate(() => window.pulso!.file.pick('image'))).toEqual({
    status: 'rejected',
    reason: 'type',
    message: MSG.imagenInvalida,
  });
  desktop!.pickNext(real);
  const ok = await page.evaluate(async () => {
    const r = await window.pulso!.file.pick('image');
    return r.status === 'picked'
      ? { name: r.file.name, mime: r.file.mime, size: r.file.bytes.length }
      : r;
  });
  expect(ok).toMatchObject({ name: 'flyer.png', mime: 'image/png' });
  desktop!.pickNext(fake);
  expect(await page.evaluate(() => window.pulso!.file.pick('pdf'))).toEqual({
    status: 'rejected',
    reason: 'type',
    message: MSG.pdfInvalido,
  });
});

test('the bridge refuses calls from a page that is not the app', async ({ page, desktop }) => {
  await page.goto('/');
  await expect(nav(page)).toBeVisible();
  await page.goto(`${E2E.webUrl}/`);
  const error = await page.evaluate(() =>
    window.pulso!.token.get().then(
      () => 'answered',
      (e: Error) => e.message,
    ),
  );
  expect(error).toContain('Remitente no autorizado');
  expect(desktop).not.toBeNull();
});
