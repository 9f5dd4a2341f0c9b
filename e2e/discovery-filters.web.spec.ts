import { arDate } from '@shared/domain/argentina-time';
import { GENEROS } from '@shared/domain/catalogs';
import { FECHA_OPTIONS } from '@shared/domain/date-filters';
import { LIMITS } from '@shared/domain/limits';
import { FILTER_TEXT, HOME_TEXT, LOCATION_TEXT } from '@shared/texts/discovery';
import { expect, test } from './support/fixtures';
import {
  choose,
  combobox,
  dayForPicker,
  eventNamed,
  expectHomeShows,
  onSaleEvents,
  openFilters,
  openHome,
  optionsOf,
  searchAndExpect,
  shownValue,
} from './support/discovery';

/**
 * Home and the "Filtrar Búsqueda" modal against the demo seed (issue 3). Every expected list
 * is computed here from the events' own fields (GetEventos?Estado=2 read once per test); the
 * modal is driven like a person would and the grid must show exactly those events.
 */

const CABA = LIMITS.capital.nombre;

// These read the whole catalogue and compare it with the screen: the admin specs wait.
test.use({ catalogue: 'read' });

test('home: the carousel shows the four seeded slides', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: HOME_TEXT.carrusel });
  await expect(carousel).toBeVisible();
  await expect(page.getByText(HOME_TEXT.carruselVacio)).toHaveCount(0);
  for (let n = 1; n <= 4; n++)
    await expect(carousel.getByRole('button', { name: HOME_TEXT.irASlide(n) })).toBeVisible();
  await expect(carousel.getByRole('button', { name: HOME_TEXT.irASlide(5) })).toHaveCount(0);
  for (let n = 1; n <= 4; n++) {
    await expect(carousel.getByRole('button', { name: HOME_TEXT.irASlide(n) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The slide's image is the seeded banner, loaded (not the "Imagen no disponible" stand-in).
    const image = carousel.getByAltText(HOME_TEXT.slide(n, 4), { exact: true });
    await expect(image).toHaveAttribute('src', /\/api\/v1\/Media\/file\/\d+/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    if (n < 4) await carousel.getByRole('button', { name: HOME_TEXT.slideSiguiente }).click();
  }
  await expect(carousel.getByText(HOME_TEXT.imagenNoDisponible)).toHaveCount(0);
});

test('filters: each of the 12 genres returns exactly its events', async ({ page, request }) => {
  const all = await onSaleEvents(request);
  await openHome(page, all);
  let dialog = await openFilters(page);
  expect(await optionsOf(dialog, FILTER_TEXT.genero)).toEqual([
    FILTER_TEXT.todos,
    ...GENEROS.map((g) => g.dsGenero),
  ]);
  for (const genero of GENEROS) {
    await test.step(genero.dsGenero, async () => {
      await choose(dialog, FILTER_TEXT.genero, genero.dsGenero);
      const shown = await searchAndExpect(page, dialog, all, { genero: genero.cdGenero });
      // Every genre has at least one demo event, so "exactly" is never vacuous here.
      expect(shown.length, `${genero.dsGenero} events`).toBeGreaterThan(0);
      await expect(page).toHaveURL(new RegExp(`[?&]genero=${genero.cdGenero}(&|$)`));
      dialog = await openFilters(page);
      await expect(shownValue(combobox(dialog, FILTER_TEXT.genero))).toHaveText(genero.dsGenero);
    });
  }
});

test('filters: each date option returns exactly the events of its window', async ({
  page,
  request,
}) => {
  const all = await onSaleEvents(request);
  // A day that has events: the Argentine day on which the most event nights start.
  const perDay = new Map<string, number>();
  for (const e of all)
    for (const f of e.fechas) {
      const day = arDate(new Date(f.inicio));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  const today = arDate(new Date());
  const [dia] = [...perDay.entries()]
    .filter(([day]) => day >= today)
    .sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b))[0]!;

  await openHome(page, all);
  let dialog = await openFilters(page);
  expect(await optionsOf(dialog, FILTER_TEXT.fecha)).toEqual(
    FECHA_OPTIONS.map((o) => FILTER_TEXT.fechaOpciones[o]),
  );
  await expect(dialog.getByLabel(FILTER_TEXT.fechaEspecifica)).toHaveCount(0);

  await test.step(`especifica ${dia}`, async () => {
    await choose(dialog, FILTER_TEXT.fecha, FILTER_TEXT.fechaOpciones.especifica);
    const input = dialog.getByLabel(FILTER_TEXT.fechaEspecifica);
    await expect(input).toBeVisible();
    await input.fill(dayForPicker(dia));
    await input.press('Enter');
    await expect(input).toHaveValue(dayForPicker(dia));
    const shown = await searchAndExpect(page, dialog, all, {
      fecha: { option: 'especifica', dia },
    });
    expect(shown.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/fechaOption=especifica&fechaEspecifica=\d{4}-\d{2}-\d{2}/);
  });

  for (const option of ['estaSemana', 'proximoFinDeSemana', 'todos'] as const) {
    await test.step(option, async () => {
      dialog = await openFilters(page);
      await choose(dialog, FILTER_TEXT.fecha, FILTER_TEXT.fechaOpciones[option]);
      // The day input shows only for "Fecha específica".
      await expect(dialog.getByLabel(FILTER_TEXT.fechaEspecifica)).toHaveCount(0);
      // On a day whose window holds no event the grid gives way to the no-results text.
      await searchAndExpect(page, dialog, all, { fecha: { option } });
    });
  }
});

test('filters: After and LGBT return exactly the flagged events', async ({ page, request }) => {
  const all = await onSaleEvents(request);
  await openHome(page, all);
  const after = () => dialog.getByRole('checkbox', { name: FILTER_TEXT.after, exact: true });
  const lgbt = () => dialog.getByRole('checkbox', { name: FILTER_TEXT.lgbt, exact: true });

  let dialog = await openFilters(page);
  await after().check();
  expect((await searchAndExpect(page, dialog, all, { after: true })).length).toBeGreaterThan(0);

  dialog = await openFilters(page);
  await expect(after()).toBeChecked();
  await after().uncheck();
  await lgbt().check();
  expect((await searchAndExpect(page, dialog, all, { lgbt: true })).length).toBeGreaterThan(0);

  dialog = await openFilters(page);
  await after().check();
  await searchAndExpect(page, dialog, all, { after: true, lgbt: true });
});

test('filters: province, then municipality, then locality narrow to exactly their events', async ({
  page,
  request,
}) => {
  const all = await onSaleEvents(request);
  await openHome(page, all);
  let dialog = await openFilters(page);
  await expect(combobox(dialog, LOCATION_TEXT.municipio)).toHaveCount(0);

  await choose(dialog, LOCATION_TEXT.provincia, 'Buenos Aires');
  await expect(combobox(dialog, LOCATION_TEXT.localidad)).toHaveCount(0);
  const enProvincia = await searchAndExpect(page, dialog, all, { provincia: 'Buenos Aires' });
  expect(enProvincia.length).toBeGreaterThan(1);

  dialog = await openFilters(page);
  await choose(dialog, LOCATION_TEXT.municipio, 'La Plata');
  const enMunicipio = await searchAndExpect(page, dialog, all, {
    provincia: 'Buenos Aires',
    municipio: 'La Plata',
  });
  expect(enMunicipio.length).toBeGreaterThan(0);
  expect(enMunicipio.length).toBeLessThan(enProvincia.length);

  dialog = await openFilters(page);
  await choose(dialog, LOCATION_TEXT.localidad, 'La Plata');
  const enLocalidad = await searchAndExpect(page, dialog, all, {
    provincia: 'Buenos Aires',
    municipio: 'La Plata',
    localidad: 'La Plata',
  });
  expect(enLocalidad.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/provincia=Buenos\+Aires&municipio=La\+Plata&localidad=La\+Plata/);
});

test('filters: Ciudad Autónoma de Buenos Aires shows only the province select and fills all three', async ({
  page,
  request,
}) => {
  const all = await onSaleEvents(request);
  await openHome(page, all);
  let dialog = await openFilters(page);
  await choose(dialog, LOCATION_TEXT.provincia, CABA);
  await expect(combobox(dialog, LOCATION_TEXT.municipio)).toHaveCount(0);
  await expect(combobox(dialog, LOCATION_TEXT.localidad)).toHaveCount(0);
  // The events whose province, municipality and locality are all the capital.
  const shown = await searchAndExpect(page, dialog, all, {
    provincia: CABA,
    municipio: CABA,
    localidad: CABA,
  });
  expect(shown.length).toBeGreaterThan(0);

  dialog = await openFilters(page);
  await expect(shownValue(combobox(dialog, LOCATION_TEXT.provincia))).toHaveText(CABA);
  await expect(combobox(dialog, LOCATION_TEXT.municipio)).toHaveCount(0);
});

test('Restablecer filtros restores every default and shows all on-sale events again', async ({
  page,
  request,
}) => {
  const all = await onSaleEvents(request);
  // Every filter at once, set to what one event has, so the filtered list is not empty.
  const evento = eventNamed(all, 'Mar de Fondo');
  const genero = GENEROS.find((g) => g.cdGenero === evento.genero[0])!;
  const { provincia, municipio } = evento.domicilio;
  const dia = arDate(new Date(evento.fechas[0]!.inicio));
  await openHome(page, all);
  let dialog = await openFilters(page);
  await choose(dialog, FILTER_TEXT.genero, genero.dsGenero);
  await choose(dialog, LOCATION_TEXT.provincia, provincia.nombre);
  await choose(dialog, LOCATION_TEXT.municipio, municipio.nombre);
  await dialog.getByRole('checkbox', { name: FILTER_TEXT.after, exact: true }).check();
  await dialog.getByRole('checkbox', { name: FILTER_TEXT.lgbt, exact: true }).check();
  await choose(dialog, FILTER_TEXT.fecha, FILTER_TEXT.fechaOpciones.especifica);
  await dialog.getByLabel(FILTER_TEXT.fechaEspecifica).fill(dayForPicker(dia));
  await dialog.getByLabel(FILTER_TEXT.fechaEspecifica).press('Enter');
  const shown = await searchAndExpect(page, dialog, all, {
    genero: genero.cdGenero,
    provincia: provincia.nombre,
    municipio: municipio.nombre,
    after: true,
    lgbt: true,
    fecha: { option: 'especifica', dia },
  });
  expect(shown).toContain(evento.nombre);
  expect(shown.length).toBeLessThan(all.length);

  // Reopened, the modal holds what is applied; Restablecer filtros clears it all.
  dialog = await openFilters(page);
  await expect(shownValue(combobox(dialog, FILTER_TEXT.genero))).toHaveText(genero.dsGenero);
  await expect(
    dialog.getByRole('checkbox', { name: FILTER_TEXT.after, exact: true }),
  ).toBeChecked();
  await expect(dialog.getByLabel(FILTER_TEXT.fechaEspecifica)).toHaveValue(dayForPicker(dia));
  await dialog.getByRole('button', { name: FILTER_TEXT.resetear, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectHomeShows(
    page,
    all.map((e) => e.nombre),
  );

  dialog = await openFilters(page);
  await expect(shownValue(combobox(dialog, FILTER_TEXT.genero))).toHaveText(FILTER_TEXT.todos);
  await expect(shownValue(combobox(dialog, FILTER_TEXT.fecha))).toHaveText(
    FILTER_TEXT.fechaOpciones.todos,
  );
  await expect(shownValue(combobox(dialog, LOCATION_TEXT.provincia))).toHaveText(
    LOCATION_TEXT.elegir,
  );
  await expect(combobox(dialog, LOCATION_TEXT.municipio)).toHaveCount(0);
  await expect(combobox(dialog, LOCATION_TEXT.localidad)).toHaveCount(0);
  await expect(
    dialog.getByRole('checkbox', { name: FILTER_TEXT.after, exact: true }),
  ).not.toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: FILTER_TEXT.lgbt, exact: true }),
  ).not.toBeChecked();
  await expect(dialog.getByLabel(FILTER_TEXT.fechaEspecifica)).toHaveCount(0);
});
