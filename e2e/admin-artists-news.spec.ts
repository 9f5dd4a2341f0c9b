import type { Page } from '@playwright/test';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { MSG } from '@shared/messages';
import { ROUTES, routePath } from '@shared/routes';
import { ADMIN_NEWS_TEXT, NEWS_FORM_TEXT as N } from '@shared/texts/admin-content';
import {
  ADMIN_ARTISTS_TEXT as AL,
  ARTIST_FORM_TEXT as A,
  SOCIAL_LABELS,
} from '@shared/texts/admin-validation';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { ARTIST_MSG, NEWS_MSG } from '@shared/validation/admin';
import { titleCase } from '@shared/validation/evento';
import {
  adminSession,
  artistaById,
  artistasAdmin,
  button,
  dialog,
  fechaLarga,
  field,
  fileChoosersOpened,
  mediaIdOf,
  noticias,
  pickWith,
  pngFile,
  signInAdmin,
  textNamedPng,
  tooLargePng,
} from './support/admin';
import { activeArtists } from './support/discovery';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/organiser';

/**
 * Administrators manage artists (/crear-artista, /modificar-eliminar-artistas,
 * /editar-artista/{id}) and news (/crear-noticia, /modificar-eliminar-noticias,
 * /editar-noticia/{id}) on the website and in the desktop app, every message of the forms
 * tried; the public /artistas and /noticias follow each change.
 */

// Each test adds and removes rows of its own (unique names); the catalogue readers wait.
test.use({ catalogue: 'write' });

const formAlert = (page: Page) => page.locator('form').getByRole('alert');

test('artists: create with every check, edit with photo and confirmation, delete', async ({
  page,
  request,
  desktop,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const nombre = titleCase(`dj ${uniqueTag()}`);
  const bio = 'Productora de techno melódico de Rosario.';
  const nuevaBio = 'Productora y DJ de techno melódico, residente en Rosario.';
  const [foto, otraFoto] = await Promise.all([
    pngFile('foto.png', { r: 10, g: 120, b: 200 }),
    pngFile('otra-foto.png', { r: 220, g: 180, b: 20 }),
  ]);
  const choosers = fileChoosersOpened(page);
  await signInAdmin(page);

  await test.step('create: required fields, the three URLs, the photo rules', async () => {
    await page.goto(ROUTES.crearArtista.path);
    await expect(page.getByRole('heading', { level: 1, name: A.tituloCrear })).toBeVisible();
    const crear = button(page, A.crear);
    await crear.click();
    await expect(formAlert(page)).toHaveText(ARTIST_MSG.obligatorios);
    await field(page, A.nombre).fill(nombre);
    await crear.click();
    await expect(formAlert(page)).toHaveText(ARTIST_MSG.obligatorios);
    await field(page, A.nombre).fill('');
    await field(page, A.bio).fill(bio);
    await crear.click();
    await expect(formAlert(page)).toHaveText(ARTIST_MSG.obligatorios);
    await field(page, A.nombre).fill(nombre);

    for (const [label, bad, good, message] of [
      [
        SOCIAL_LABELS.mdInstagram,
        'instagram.com/dj',
        'https://instagram.com/dj',
        ARTIST_MSG.instagram,
      ],
      [
        SOCIAL_LABELS.mdSpotify,
        'open.spotify.com/dj',
        'https://open.spotify.com/dj',
        ARTIST_MSG.spotify,
      ],
      [
        SOCIAL_LABELS.mdSoundcloud,
        'soundcloud',
        'https://soundcloud.com/dj',
        ARTIST_MSG.soundcloud,
      ],
    ] as const) {
      await field(page, label).fill(bad);
      await crear.click();
      await expect(formAlert(page)).toHaveText(message);
      await field(page, label).fill(good);
    }

    const photo = page.getByRole('group', { name: A.foto });
    await pickWith(button(photo, A.elegirFoto), desktop, textNamedPng());
    await expect(photo.getByRole('alert')).toHaveText(MEDIA_RULES.artista.tipo);
    await pickWith(button(photo, A.elegirFoto), desktop, tooLargePng());
    await expect(photo.getByRole('alert')).toHaveText(MEDIA_RULES.artista.peso);
    await pickWith(button(photo, A.elegirFoto), desktop, foto);
    await expect(photo.getByRole('alert')).toHaveCount(0);
    await expect(photo.getByRole('img', { name: A.vistaPrevia })).toHaveAttribute('src', /^blob:/);
    await expect(button(photo, A.cambiarFoto)).toBeVisible();

    await crear.click();
    const done = dialog(page, ARTIST_MSG.creado);
    await expect(done).toBeVisible();
    await button(done, A.aceptar).click();
    await expect(done).toBeHidden();
    // The form starts over.
    await expect(field(page, A.nombre)).toHaveValue('');
    await expect(field(page, A.bio)).toHaveValue('');
    await expect(field(page, SOCIAL_LABELS.mdInstagram)).toHaveValue('');
    await expect(button(photo, A.elegirFoto)).toBeVisible();
    await expect(photo.getByRole('img')).toHaveCount(0);
  });

  const created = (await artistasAdmin(request, admin)).find((a) => a.nombre === nombre);
  expect(created, 'the new artist is stored').toBeDefined();
  expect(created).toMatchObject({
    bio,
    isActivo: true,
    socials: {
      mdInstagram: 'https://instagram.com/dj',
      mdSpotify: 'https://open.spotify.com/dj',
      mdSoundcloud: 'https://soundcloud.com/dj',
    },
  });
  const idArtista = created!.idArtista;
  const fotoId = mediaIdOf(created!.imagen);
  expect(fotoId, 'the photo was uploaded').not.toBeNull();

  // Active at once: in the public directory.
  await page.goto(ROUTES.artistas.path);
  await expect(page.getByRole('heading', { level: 1, name: ARTISTS_TEXT.titulo })).toBeVisible();
  await expect(page.getByText(nombre, { exact: true })).toBeVisible();

  const list = page.getByRole('list', { name: AL.titulo });
  const row = list.getByRole('listitem').filter({ hasText: nombre });

  await test.step('the list: search, photo, name and creation date', async () => {
    await page.goto(ROUTES.modificarEliminarArtistas.path);
    await expect(page.getByRole('heading', { level: 1, name: AL.titulo })).toBeVisible();
    await field(page, AL.buscar).fill(nombre.toLowerCase());
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(row.getByRole('heading', { level: 2, name: nombre })).toBeVisible();
    await expect(
      row.getByText(AL.alta(fechaLarga(created!.dtAlta)), { exact: true }),
    ).toBeVisible();
    await expect(row.getByRole('img', { name: AL.fotoAlt(nombre) })).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${fotoId}\\b`),
    );
  });

  await test.step('edit: checks, delete the photo, a new photo, confirmation, back to the list', async () => {
    await button(row, AL.editar).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('editarArtista', { id: idArtista })}$`));
    await expect(page.getByRole('heading', { level: 1, name: A.tituloEditar })).toBeVisible();
    await expect(field(page, A.nombre)).toHaveValue(nombre);
    await expect(field(page, A.bio)).toHaveValue(bio);
    await expect(field(page, SOCIAL_LABELS.mdSpotify)).toHaveValue('https://open.spotify.com/dj');
    const photo = page.getByRole('group', { name: A.foto });
    // The stored photo is previewed.
    await expect(photo.getByRole('img', { name: A.vistaPrevia })).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${fotoId}\\b`),
    );

    const confirmar = button(page.locator('form'), A.confirmar);
    await field(page, A.bio).fill('');
    await confirmar.click();
    await expect(formAlert(page)).toHaveText(ARTIST_MSG.obligatorios);
    await field(page, A.bio).fill(nuevaBio);
    await field(page, SOCIAL_LABELS.mdSoundcloud).fill('soundcloud.com/dj');
    await confirmar.click();
    await expect(formAlert(page)).toHaveText(ARTIST_MSG.soundcloud);
    await field(page, SOCIAL_LABELS.mdSoundcloud).fill('https://soundcloud.com/dj-rosario');

    await button(photo, A.eliminarImagen).click();
    await expect(page.getByRole('status').filter({ hasText: MSG.imagenEliminada })).toBeVisible();
    await expect(button(photo, A.eliminarImagen)).toHaveCount(0);
    expect((await artistaById(request, admin, idArtista))?.imagen).toBeNull();

    await pickWith(button(photo, A.elegirFoto), desktop, tooLargePng());
    await expect(photo.getByRole('alert')).toHaveText(MEDIA_RULES.artista.peso);
    await pickWith(button(photo, A.elegirFoto), desktop, otraFoto);
    await expect(photo.getByRole('img', { name: A.vistaPrevia })).toHaveAttribute('src', /^blob:/);
    await expect(photo.getByText('otra-foto.png', { exact: true })).toBeVisible();

    await confirmar.click();
    const confirm = dialog(page, A.confirmarTitulo);
    await expect(confirm.getByText(A.confirmarDetalle(nombre), { exact: true })).toBeVisible();
    await button(confirm, A.confirmar).click();
    const done = dialog(page, ARTIST_MSG.actualizado);
    await expect(done).toBeVisible();
    await button(done, A.aceptar).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.modificarEliminarArtistas.path}$`));
  });

  const edited = await artistaById(request, admin, idArtista);
  expect(edited).toMatchObject({
    nombre,
    bio: nuevaBio,
    socials: { mdSoundcloud: 'https://soundcloud.com/dj-rosario' },
  });
  const nuevaFotoId = mediaIdOf(edited!.imagen);
  expect(nuevaFotoId).not.toBeNull();
  expect(nuevaFotoId).not.toBe(fotoId);

  await test.step('delete: confirm, success dialog, gone from the list and /artistas', async () => {
    await field(page, AL.buscar).fill(nombre);
    await expect(row.getByRole('img', { name: AL.fotoAlt(nombre) })).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${nuevaFotoId}\\b`),
    );
    await button(row, AL.eliminar).click();
    const confirm = dialog(page, AL.confirmarEliminar(nombre));
    await expect(confirm.getByText(AL.confirmarEliminarDetalle, { exact: true })).toBeVisible();
    await button(confirm, AL.eliminar).click();
    const done = dialog(page, ARTIST_MSG.eliminado);
    await expect(done).toBeVisible();
    await button(done, AL.aceptar).click();
    await expect(done).toBeHidden();
    await expect(page.getByText(AL.sinResultados, { exact: true })).toBeVisible();
    await expect(list).toHaveCount(0);

    await page.goto(ROUTES.artistas.path);
    await expect(page.getByRole('heading', { level: 1, name: ARTISTS_TEXT.titulo })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText(nombre, { exact: true })).toHaveCount(0);
  });
  expect(await artistaById(request, admin, idArtista)).toBeNull();
  expect((await activeArtists(request)).map((a) => a.idArtista)).not.toContain(idArtista);
  if (desktop) expect(choosers, 'desktop picks never open a browser file chooser').toEqual([]);
});

test('news: create with every check, edit with the image rule, delete; /noticias follows', async ({
  page,
  request,
  desktop,
}) => {
  test.slow();
  const tag = titleCase(uniqueTag());
  const titulo = `Pulso Abre Temporada ${tag}`;
  const nuevoTitulo = `Pulso Abre La Temporada ${tag}`;
  const cuerpo = 'Se viene una temporada larga de fiestas en todo el país.';
  const url = 'https://pulso.test/evento/1';
  const [imagen, otraImagen] = await Promise.all([
    pngFile('noticia.png', { r: 30, g: 200, b: 90 }),
    pngFile('noticia-2.png', { r: 200, g: 40, b: 40 }),
  ]);
  const choosers = fileChoosersOpened(page);
  await signInAdmin(page);

  await test.step('create: title, body, image (type, size), URL, in that order', async () => {
    await page.goto(ROUTES.crearNoticia.path);
    await expect(page.getByRole('heading', { level: 1, name: N.tituloCrear })).toBeVisible();
    const publicar = button(page, N.publicar);
    const image = page.getByRole('group', { name: N.imagen });
    await publicar.click();
    await expect(formAlert(page)).toHaveText(NEWS_MSG.titulo);
    await field(page, N.titulo).fill(titulo);
    await publicar.click();
    await expect(formAlert(page)).toHaveText(NEWS_MSG.contenido);
    await field(page, N.contenido).fill(cuerpo);
    await publicar.click();
    await expect(formAlert(page)).toHaveText(NEWS_MSG.imagen);
    await expect(image.getByText(N.sinImagen, { exact: true })).toBeVisible();
    await pickWith(button(image, N.elegirImagen), desktop, textNamedPng());
    await expect(formAlert(page)).toHaveText(NEWS_MSG.crearTipo);
    await pickWith(button(image, N.elegirImagen), desktop, tooLargePng());
    await expect(formAlert(page)).toHaveText(NEWS_MSG.crearPeso);
    await pickWith(button(image, N.elegirImagen), desktop, imagen);
    await expect(formAlert(page)).toHaveCount(0);
    await expect(image.getByRole('img', { name: N.vistaPrevia })).toHaveAttribute('src', /^blob:/);
    await field(page, N.urlEvento).fill('pulso.test/evento/1');
    await publicar.click();
    await expect(formAlert(page)).toHaveText(NEWS_MSG.url);
    await field(page, N.urlEvento).fill(url);
    await publicar.click();

    const done = dialog(page, N.resultado);
    await expect(done.getByRole('status')).toHaveText(NEWS_MSG.creada);
    await button(done, N.aceptar).click();
    await expect(done).toBeHidden();
    await expect(field(page, N.titulo)).toHaveValue('');
    await expect(field(page, N.contenido)).toHaveValue('');
    await expect(field(page, N.urlEvento)).toHaveValue('');
    await expect(image.getByText(N.sinImagen, { exact: true })).toBeVisible();
  });

  const created = (await noticias(request)).find((n) => n.titulo === titulo);
  expect(created).toMatchObject({ contenido: cuerpo, urlEvento: url });
  const imagenId = mediaIdOf(created!.imagen);
  expect(imagenId, 'the image was uploaded after the create').not.toBeNull();
  const idNoticia = created!.idNoticia;
  const card = (text: string) =>
    page.getByRole('link').filter({ has: page.getByRole('heading', { level: 2, name: text }) });

  await page.goto(ROUTES.noticias.path);
  await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXT.titulo })).toBeVisible();
  await expect(card(titulo)).toBeVisible();

  const table = page.getByRole('table');
  const rowOf = (text: string) => table.getByRole('row').filter({ hasText: text });

  await test.step('edit: the image is required and rechecked, then saved', async () => {
    await page.goto(ROUTES.modificarEliminarNoticias.path);
    await expect(
      page.getByRole('heading', { level: 1, name: ADMIN_NEWS_TEXT.titulo }),
    ).toBeVisible();
    await field(page, ADMIN_NEWS_TEXT.buscar).fill(titulo.toUpperCase());
    await expect(table.getByRole('row')).toHaveCount(2); // header + the one item
    await button(rowOf(titulo), ADMIN_NEWS_TEXT.editar).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('editarNoticia', { id: idNoticia })}$`));
    await expect(field(page, N.titulo)).toHaveValue(titulo);
    await expect(field(page, N.urlEvento)).toHaveValue(url);

    const image = page.getByRole('group', { name: N.imagen });
    const guardar = button(page, N.guardar);
    await expect(image.getByRole('img', { name: N.vistaPrevia })).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${imagenId}\\b`),
    );
    await button(image, N.quitarImagen).click();
    await guardar.click();
    await expect(formAlert(page)).toHaveText(NEWS_MSG.editarImagen);
    await pickWith(button(image, N.elegirImagen), desktop, textNamedPng());
    await expect(formAlert(page)).toHaveText(MEDIA_RULES.noticia.tipo);
    await pickWith(button(image, N.elegirImagen), desktop, tooLargePng());
    await expect(formAlert(page)).toHaveText(MEDIA_RULES.noticia.peso);
    await pickWith(button(image, N.elegirImagen), desktop, otraImagen);
    await expect(formAlert(page)).toHaveCount(0);
    await field(page, N.titulo).fill('');
    await guardar.click();
    await expect(formAlert(page)).toHaveText(NEWS_MSG.titulo);
    await field(page, N.titulo).fill(nuevoTitulo);
    await guardar.click();

    const done = dialog(page, N.resultado);
    await expect(done.getByRole('status')).toHaveText(NEWS_MSG.actualizada);
    await button(done, N.aceptar).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.modificarEliminarNoticias.path}$`));
  });

  const edited = (await noticias(request)).find((n) => n.idNoticia === idNoticia);
  expect(edited).toMatchObject({ titulo: nuevoTitulo, contenido: cuerpo, urlEvento: url });
  const nuevaImagenId = mediaIdOf(edited!.imagen);
  expect(nuevaImagenId).not.toBeNull();
  expect(nuevaImagenId).not.toBe(imagenId);

  // This tab cached the list on its visit: the edit must not leave it stale.
  await page.goto(ROUTES.noticias.path);
  await expect(card(nuevoTitulo)).toBeVisible();
  await expect(card(titulo)).toHaveCount(0);

  await test.step('delete after a confirmation', async () => {
    await page.goto(ROUTES.modificarEliminarNoticias.path);
    await field(page, ADMIN_NEWS_TEXT.buscar).fill(nuevoTitulo);
    await expect(table.getByRole('row')).toHaveCount(2);
    // The thumbnail is decorative (alt=""): the title beside it names the row.
    await expect(rowOf(nuevoTitulo).locator('img')).toHaveAttribute(
      'src',
      new RegExp(`/Media/file/${nuevaImagenId}\\b`),
    );
    await button(rowOf(nuevoTitulo), ADMIN_NEWS_TEXT.eliminar).click();
    const confirm = dialog(page, ADMIN_NEWS_TEXT.confirmarEliminar);
    await expect(
      confirm.getByText(ADMIN_NEWS_TEXT.confirmarEliminarDetalle(nuevoTitulo), { exact: true }),
    ).toBeVisible();
    await button(confirm, ADMIN_NEWS_TEXT.eliminar).click();
    const done = dialog(page, ADMIN_NEWS_TEXT.resultado);
    await expect(done.getByRole('status')).toHaveText(NEWS_MSG.eliminada);
    await button(done, ADMIN_NEWS_TEXT.aceptar).click();
    await expect(page.getByText(ADMIN_NEWS_TEXT.sinResultados, { exact: true })).toBeVisible();
  });

  expect((await noticias(request)).map((n) => n.idNoticia)).not.toContain(idNoticia);
  await page.goto(ROUTES.noticias.path);
  await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXT.titulo })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(card(nuevoTitulo)).toHaveCount(0);
  if (desktop) expect(choosers, 'desktop picks never open a browser file chooser').toEqual([]);
});
