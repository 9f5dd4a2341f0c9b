import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { CAROUSEL_KEYS, TERMS_MEDIA_KEY } from '@shared/domain/catalogs';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { MSG } from '@shared/messages';
import { MENU, NAV_LINKS, ROUTES } from '@shared/routes';
import { CAROUSEL_TEXT as C, PRIVACY_TEXT, TERMS_TEXT as T } from '@shared/texts/admin-content';
import { HOME_TEXT } from '@shared/texts/discovery';
import { CAROUSEL_MSG, TERMS_MSG } from '@shared/validation/admin';
import {
  adminSession,
  button,
  dialog,
  fileBytes,
  fileChoosersOpened,
  mediaIdOf,
  mediaOf,
  pdfWith,
  pickWith,
  pngFile,
  pngNamedPdf,
  signInAdmin,
  tooLargePng,
  textNamedPng,
  uploadViaApi,
} from './support/admin';
import { expect, nav, openUserMenu, test } from './support/fixtures';
import { uniqueTag, type ApiSession } from './support/organiser';

/**
 * The carousel editor (/editar-carrusel) and the terms editor (/actualizar-tyc), on the website
 * and in the desktop app, where both pick files through the native dialog and the main
 * process checks size and type. Both edit one global thing every project and the home specs
 * see, so each test holds the catalogue alone and puts back what it changed.
 */

test.use({ catalogue: 'exclusive' });

interface Saved {
  key: string;
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The file a key holds now, to put it back afterwards. */
async function save(request: APIRequestContext, key: string, name: string): Promise<Saved> {
  const [item] = await mediaOf(request, key);
  expect(item, `${key} holds a file`).toBeDefined();
  const { buffer, mimeType } = await fileBytes(request, item!.url);
  return { key, name, mimeType, buffer };
}

async function restore(request: APIRequestContext, admin: ApiSession, saved: Saved[]) {
  for (const s of saved) {
    const res = await uploadViaApi(request, admin, s.key, s);
    expect(res.status(), await res.text()).toBe(201);
  }
}

const homeCarousel = (page: Page) => page.getByRole('region', { name: HOME_TEXT.carrusel });
const homeSlide = (page: Page, n: number) =>
  homeCarousel(page).getByAltText(HOME_TEXT.slide(n, CAROUSEL_KEYS.length), { exact: true });
const slot = (page: Page, n: number) => page.getByRole('group', { name: C.slot(n), exact: true });

async function goHome(page: Page) {
  await nav(page).getByRole('link', { name: NAV_LINKS[0].label, exact: true }).click();
  await expect(homeCarousel(page)).toBeVisible();
}

test('carousel: a slide replaced (too large refused) and one deleted; the home follows at once', async ({
  page,
  request,
  desktop,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const before = await Promise.all(CAROUSEL_KEYS.map((k) => mediaOf(request, k)));
  expect(
    before.map((m) => m.length),
    'the four slots hold an image',
  ).toEqual([1, 1, 1, 1]);
  const [id2, id3] = [before[1]![0]!.idMedia, before[2]![0]!.idMedia];
  const saved = [
    await save(request, CAROUSEL_KEYS[1], 'slide-2'),
    await save(request, CAROUSEL_KEYS[2], 'slide-3'),
  ];
  const nueva = await pngFile('slide-nueva.png', { r: 250, g: 120, b: 0 });
  const choosers = fileChoosersOpened(page);

  try {
    // The home is read first, so what it shows later comes from the change, not a first load.
    await signInAdmin(page);
    await expect(homeSlide(page, 2)).toHaveAttribute('src', new RegExp(`/Media/file/${id2}\\b`));
    await expect(homeSlide(page, 3)).toHaveAttribute('src', new RegExp(`/Media/file/${id3}\\b`));
    await expect(homeCarousel(page).locator('img')).toHaveCount(4);

    const menu = await openUserMenu(page);
    const entry = MENU.administrador.find((e) => e.route === 'editarCarrusel')!;
    await menu.getByRole('menuitem', { name: entry.label }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.editarCarrusel.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: C.titulo })).toBeVisible();
    await expect(slot(page, 2).getByRole('img', { name: C.slot(2) })).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${id2}\\b`),
    );

    await test.step('replace slide 2: too large and not an image are refused, then replaced', async () => {
      const reemplazar = button(slot(page, 2), C.reemplazar);
      if (desktop) {
        // The native path: the main process refuses the file by its size on disk.
        desktop.pickNext(tooLargePng());
        expect(await page.evaluate(() => window.pulso!.file.pick('image'))).toEqual({
          status: 'rejected',
          reason: 'size',
          message: MSG.imagenInvalida,
        });
      }
      await pickWith(reemplazar, desktop, tooLargePng());
      await expect(slot(page, 2).getByRole('alert')).toHaveText(MEDIA_RULES.carrusel.peso);
      await pickWith(reemplazar, desktop, textNamedPng());
      await expect(slot(page, 2).getByRole('alert')).toHaveText(MEDIA_RULES.carrusel.tipo);
      expect((await mediaOf(request, CAROUSEL_KEYS[1]))[0]!.idMedia, 'nothing sent').toBe(id2);

      await pickWith(reemplazar, desktop, nueva);
      const done = dialog(page, C.resultado);
      await expect(done.getByRole('status')).toHaveText(CAROUSEL_MSG.actualizada);
      await button(done, C.aceptar).click();
      await expect(done).toBeHidden();
      await expect(slot(page, 2).getByRole('alert')).toHaveCount(0);
    });
    const [replaced] = await mediaOf(request, CAROUSEL_KEYS[1]);
    expect(replaced!.idMedia).not.toBe(id2);
    await expect(slot(page, 2).getByRole('img', { name: C.slot(2) })).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${replaced!.idMedia}\\b`),
    );

    await test.step('delete slide 3 after the confirmation', async () => {
      await button(slot(page, 3), C.eliminar).click();
      let confirm = dialog(page, C.confirmarTitulo);
      await expect(
        confirm.getByText(CAROUSEL_MSG.confirmarEliminar, { exact: true }),
      ).toBeVisible();
      await button(confirm, C.cancelar).click();
      await expect(confirm).toBeHidden();
      expect(await mediaOf(request, CAROUSEL_KEYS[2])).toHaveLength(1);

      await button(slot(page, 3), C.eliminar).click();
      confirm = dialog(page, C.confirmarTitulo);
      await button(confirm, C.eliminar).click();
      const done = dialog(page, C.resultado);
      await expect(done.getByRole('status')).toHaveText(MSG.imagenEliminada);
      await button(done, C.aceptar).click();
      await expect(slot(page, 3).getByText(C.vacio, { exact: true })).toBeVisible();
      await expect(button(slot(page, 3), C.eliminar)).toBeDisabled();
    });
    expect(await mediaOf(request, CAROUSEL_KEYS[2])).toEqual([]);

    await test.step('the home carousel shows the new slide and one image fewer', async () => {
      await goHome(page);
      await expect(homeSlide(page, 2)).toHaveAttribute(
        'src',
        new RegExp(`/Media/file/${replaced!.idMedia}\\b`),
      );
      await expect(homeCarousel(page).locator('img')).toHaveCount(3);
      await expect(homeSlide(page, 3)).toHaveCount(0);
      await expect(homeCarousel(page).getByText(HOME_TEXT.imagenNoDisponible)).toHaveCount(1);
      await homeCarousel(page)
        .getByRole('button', { name: HOME_TEXT.irASlide(2) })
        .click();
      await expect
        .poll(() =>
          homeSlide(page, 2).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
    });
    if (desktop) expect(choosers, 'desktop picks never open a browser file chooser').toEqual([]);
  } finally {
    await restore(request, admin, saved);
  }
  const after = await Promise.all(CAROUSEL_KEYS.map((k) => mediaOf(request, k)));
  expect(
    after.map((m) => m.length),
    'the four slots are back',
  ).toEqual([1, 1, 1, 1]);
});

test('terms: a new PDF uploaded once confirmed and shown on /terminos, the earlier kept among the versions; none chosen and a renamed PNG refused', async ({
  page,
  request,
  desktop,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const [current] = await mediaOf(request, TERMS_MEDIA_KEY);
  expect(current, 'the demo seed publishes terms').toBeDefined();
  const saved = [await save(request, TERMS_MEDIA_KEY, 'terminos.pdf')];
  const sentence = `Condiciones de prueba ${uniqueTag()} para Pulso.`;
  const pdf = await pdfWith(sentence, 'terminos-nuevos.pdf');
  const fakePdf = await pngNamedPdf();
  const png = readFileSync(fakePdf);
  const choosers = fileChoosersOpened(page);

  try {
    await test.step('the server refuses the renamed PNG by its bytes', async () => {
      const res = await uploadViaApi(request, admin, TERMS_MEDIA_KEY, {
        name: 'terminos.pdf',
        mimeType: 'application/pdf',
        buffer: png,
      });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toBe(TERMS_MSG.soloPdf);
      expect((await mediaOf(request, TERMS_MEDIA_KEY))[0]!.idMedia).toBe(current!.idMedia);
    });

    await signInAdmin(page);
    await page.goto(ROUTES.actualizarTyc.path);
    await expect(page.getByRole('heading', { level: 1, name: T.tituloAdmin })).toBeVisible();
    const form = page.getByRole('group', { name: T.nuevo });
    const documento = page.getByRole('list', { name: T.documento });
    // The current PDF is drawn.
    await expect(documento.getByText(T.pagina(1, 1), { exact: true })).toBeVisible();

    await test.step('"Actualizar" with nothing chosen, then a PNG named .pdf', async () => {
      if (desktop) {
        // The native path: the main process refuses the PNG by its bytes, whatever its name.
        desktop.pickNext(fakePdf);
        expect(await page.evaluate(() => window.pulso!.file.pick('pdf'))).toEqual({
          status: 'rejected',
          reason: 'type',
          message: MSG.pdfInvalido,
        });
      }
      await button(form, T.actualizar).click();
      await expect(form.getByRole('alert')).toHaveText(TERMS_MSG.falta);
      await pickWith(button(form, T.seleccionar), desktop, fakePdf);
      await expect(form.getByRole('alert')).toHaveText(TERMS_MSG.soloPdf);
      await expect(form.getByText(T.ninguno, { exact: true })).toBeVisible();
      await button(form, T.actualizar).click();
      await expect(form.getByRole('alert')).toHaveText(TERMS_MSG.falta);
    });

    await test.step('the new PDF is uploaded and shown here', async () => {
      await pickWith(button(form, T.seleccionar), desktop, pdf);
      await expect(
        form.getByText(T.seleccionado('terminos-nuevos.pdf'), { exact: true }),
      ).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      // Replacing the terms in force asks first: "Cancelar" sends nothing.
      await button(form, T.actualizar).click();
      let confirm = dialog(page, T.confirmarTitulo);
      await expect(confirm.getByText(T.confirmarDetalle, { exact: true })).toBeVisible();
      await button(confirm, T.cancelar).click();
      await expect(confirm).toBeHidden();
      expect((await mediaOf(request, TERMS_MEDIA_KEY))[0]!.idMedia).toBe(current!.idMedia);
      await button(form, T.actualizar).click();
      confirm = dialog(page, T.confirmarTitulo);
      await button(confirm, T.reemplazar).click();
      const done = dialog(page, T.resultado);
      await expect(done.getByRole('status')).toHaveText(TERMS_MSG.actualizado);
      await button(done, T.aceptar).click();
      await expect(form.getByText(T.ninguno, { exact: true })).toBeVisible();
      await expect(documento).toContainText(sentence);
    });
    const [uploaded] = await mediaOf(request, TERMS_MEDIA_KEY);
    expect(uploaded!.idMedia).not.toBe(current!.idMedia);
    expect((await fileBytes(request, uploaded!.url)).buffer).toEqual(readFileSync(pdf));

    await test.step('the versions list the new one in force and keep the earlier, file and all', async () => {
      const versiones = page.getByRole('list', { name: T.versiones }).getByRole('listitem');
      await expect(versiones.first()).toContainText(T.vigente);
      await expect(versiones.first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`/Media/file/${uploaded!.idMedia}$`),
      );
      await expect(versiones.nth(1)).not.toContainText(T.vigente);
      await expect(versiones.nth(1).getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`/Media/file/${current!.idMedia}$`),
      );
      expect((await fileBytes(request, current!.url)).buffer).toEqual(saved[0]!.buffer);
    });

    await test.step('/terminos renders the new PDF and links to it', async () => {
      await page.goto(ROUTES.terminos.path);
      await expect(page.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
      await expect(documento).toContainText(sentence);
      await expect
        .poll(() =>
          documento
            .locator('canvas')
            .first()
            .evaluate((c: HTMLCanvasElement) => c.width),
        )
        .toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: T.descargar })).toHaveAttribute(
        'href',
        new RegExp(`/Media/file/${uploaded!.idMedia}$`),
      );
      expect(mediaIdOf(uploaded!.url)).toBe(uploaded!.idMedia);
    });

    await page.goto(ROUTES.privacidad.path);
    await expect(page.getByRole('heading', { level: 1, name: PRIVACY_TEXT.titulo })).toBeVisible();
    for (const seccion of PRIVACY_TEXT.secciones)
      await expect(page.getByRole('heading', { level: 2, name: seccion.titulo })).toBeVisible();
    if (desktop) expect(choosers, 'desktop picks never open a browser file chooser').toEqual([]);
  } finally {
    await restore(request, admin, saved);
  }
});
