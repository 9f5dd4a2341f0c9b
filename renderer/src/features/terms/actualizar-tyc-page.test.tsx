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

/** The terms file is 5 until an upload makes it 8. */
function network(options: { uploadStatus?: number; uploadDetail?: string } = {}) {
  let current = 5;
  return fakeNetwork({
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
      await update();
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(TERMS_MSG.actualizado)).toBeTruthy();
      expect(uploads.map((u) => u.form.get('IdEntidadMedia'))).toEqual(['archivoTyC']);
      expect((uploads[0]!.form.get('File') as File).type).toBe('application/pdf');
      expect(await screen.findByText('Texto del PDF nuevo')).toBeTruthy();
      expect(
        JSON.parse(window.sessionStorage.getItem('terminos-link')!) as { url: string },
      ).toMatchObject({ url: '/api/v1/Media/file/8' });
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
      await update();
      expect(await screen.findByText(TERMS_MSG.error)).toBeTruthy();
      first.unmount();

      network({ uploadStatus: 400, uploadDetail: MEDIA_RULES.tyc.tipo });
      fakeXhr();
      await open();
      pickerReturning({ status: 'picked', file: PDF });
      await select();
      await update();
      expect(await screen.findByText(TERMS_MSG.soloPdf)).toBeTruthy();
    },
    SLOW,
  );
});
