// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { TERMS_TEXT as T } from '@shared/texts/admin-content';
import { TERMS_MSG } from '@shared/validation/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../test/fake-xhr';
import { PNG, pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { fakeOpenPdf, PDF, pdfBytes } from './terms-test-fixtures';

vi.mock('./pdf-render', () => ({ openPdf: fakeOpenPdf }));

const SLOW = 30_000;

const version = (idVersion: number, idMedia: number, publicadaAt: string, compras: number) => ({
  idVersion,
  url: `/api/v1/Media/file/${idMedia}`,
  publicadaAt,
  compras,
});

/** The terms file is 5 until an upload makes it 8 (a new version; 5 is kept). */
function network(options: { uploadStatus?: number; uploadDetail?: string } = {}) {
  let current = 5;
  return fakeNetwork({
    'GET /Terminos/Versiones': () =>
      json(200, {
        versiones: [
          ...(current === 8
            ? [{ ...version(3, 8, '2030-07-02T18:05:00.000Z', 0), vigente: true }]
            : []),
          { ...version(2, 5, '2030-06-01T15:00:00.000Z', 1), vigente: current === 5 },
          { ...version(1, 2, '2030-03-10T12:30:00.000Z', 1234), vigente: false },
        ],
      }),
    'GET /Media': () =>
      json(200, {
        media: [{ idMedia: current, url: `/api/v1/Media/file/${current}`, mdVideo: false }],
      }),
    'GET /Media/file/5': () => new Response(pdfBytes('anterior')),
    'GET /Media/file/8': () => new Response(pdfBytes('nuevo')),
    'POST /Media': () => {
      if (options.uploadStatus) return problem(options.uploadStatus, options.uploadDetail ?? 'x');
      current = 8;
      return json(201, { idMedia: 8, url: '/api/v1/Media/file/8' });
    },
  });
}

async function open() {
  const view = renderApp('/actualizar-tyc', makeUser([1]));
  await screen.findByText('Texto del PDF anterior');
  return view;
}

const select = () => userEvent.click(screen.getByRole('button', { name: T.seleccionar }));
const update = () => userEvent.click(screen.getByRole('button', { name: T.actualizar }));
/** "Actualizar" with a file chosen, then the confirmation's "Reemplazar". */
async function replace() {
  await update();
  const confirm = await screen.findByRole('dialog', { name: T.confirmarTitulo });
  await userEvent.click(within(confirm).getByRole('button', { name: T.reemplazar }));
}

describe('/actualizar-tyc', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it(
    '"Actualizar" with no file chosen asks for one and uploads nothing',
    async () => {
      network();
      const { uploads } = fakeXhr();
      await open();
      await update();
      expect((await screen.findByRole('alert')).textContent).toBe(TERMS_MSG.falta);
      expect(uploads).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses anything that is not a PDF, even a PNG handed over as one',
    async () => {
      network();
      const { uploads } = fakeXhr();
      await open();
      pickerReturning({ status: 'rejected', reason: 'type', message: 'genérico' });
      await select();
      expect((await screen.findByRole('alert')).textContent).toBe(TERMS_MSG.soloPdf);
      pickerReturning({ status: 'picked', file: { ...PNG, name: 'falso.pdf' } });
      await select();
      expect((await screen.findByRole('alert')).textContent).toBe(TERMS_MSG.soloPdf);
      expect(screen.getByText(T.ninguno)).toBeTruthy();
      await update();
      expect((await screen.findByRole('alert')).textContent).toBe(TERMS_MSG.falta);
      pickerReturning({ status: 'rejected', reason: 'size', message: 'genérico' });
      await select();
      expect((await screen.findByRole('alert')).textContent).toBe(MEDIA_RULES.tyc.peso);
      expect(uploads).toEqual([]);
    },
    SLOW,
  );

  it(
    'uploads the PDF as archivoTyC, says so, and shows the new file here and on /terminos',
    async () => {
      window.sessionStorage.setItem(
        'terminos-link',
        JSON.stringify({ url: '/api/v1/Media/file/5', fetchedAt: Date.now() }),
      );
      network();
      const { uploads } = fakeXhr();
      await open();
      pickerReturning({ status: 'picked', file: PDF });
      await select();
      expect(screen.getByText(T.seleccionado(PDF.name))).toBeTruthy();
      // Replacing the terms in force asks first; "Cancelar" sends nothing.
      await update();
      const confirm = await screen.findByRole('dialog', { name: T.confirmarTitulo });
      expect(within(confirm).getByText(T.confirmarDetalle)).toBeTruthy();
      await userEvent.click(within(confirm).getByRole('button', { name: T.cancelar }));
      expect(uploads).toEqual([]);
      expect(screen.getByText(T.seleccionado(PDF.name))).toBeTruthy();
      await replace();
      expect(await screen.findByText(TERMS_MSG.actualizado)).toBeTruthy();
      expect(uploads.map((u) => u.form.get('IdEntidadMedia'))).toEqual(['archivoTyC']);
      expect((uploads[0]!.form.get('File') as File).type).toBe('application/pdf');
      expect(await screen.findByText('Texto del PDF nuevo')).toBeTruthy();
      expect(
        JSON.parse(window.sessionStorage.getItem('terminos-link')!) as { url: string },
      ).toMatchObject({ url: '/api/v1/Media/file/8' });
      // The new version heads the list, in force; the earlier ones stay with their dates.
      const list = screen.getByRole('list', { name: T.versiones });
      await within(list).findByText(T.publicada('2 de julio de 2030', '15:05'));
      const items = within(list).getAllByRole('listitem');
      expect(items.map((i) => i.querySelector('.terms-version-date')?.textContent)).toEqual([
        `${T.publicada('2 de julio de 2030', '15:05')}${T.vigente}`,
        T.publicada('1 de junio de 2030', '12:00'),
        T.publicada('10 de marzo de 2030', '09:30'),
      ]);
      expect(within(items[1]!).getByText(T.compras(1, '1'))).toBeTruthy();
      expect(within(items[2]!).getByText(T.compras(1234, '1.234'))).toBeTruthy();
      expect(
        within(items[1]!)
          .getByRole('link', { name: T.verPdfDe('1 de junio de 2030') })
          .getAttribute('href'),
      ).toMatch(/\/api\/v1\/Media\/file\/5$/);
    },
    SLOW,
  );

  it(
    'a failed upload shows the catalogue text, and a server refusal its own words',
    async () => {
      network({ uploadStatus: 500 });
      fakeXhr();
      const first = await open();
      pickerReturning({ status: 'picked', file: PDF });
      await select();
      await replace();
      expect(await screen.findByText(TERMS_MSG.error)).toBeTruthy();
      first.unmount();

      network({ uploadStatus: 400, uploadDetail: MEDIA_RULES.tyc.tipo });
      fakeXhr();
      await open();
      pickerReturning({ status: 'picked', file: PDF });
      await select();
      await replace();
      expect(await screen.findByText(TERMS_MSG.soloPdf)).toBeTruthy();
    },
    SLOW,
  );
});
