import { LISTA_MSG } from '@shared/api/guest-list';
import { RRPP_LISTA_TEXT } from '@shared/texts/guest-list';
import { describe, expect, it } from 'vitest';
import {
  agregarPayload,
  agregarRrppPayload,
  guardarListaRrppPayload,
  normalizeHora,
  previewGuests,
  type ListaFormValues,
  type ListaRrppFormValues,
} from './lista-form-values';

const form = (patch: Partial<ListaFormValues>): ListaFormValues => ({
  idFecha: 30,
  idEntrada: 300,
  modalidad: 'free',
  precioPuerta: '',
  hasta: '',
  texto: 'Juana Pérez, juana@x.com',
  ...patch,
});
const message = (patch: Partial<ListaFormValues>) => {
  const r = agregarPayload(12, form(patch));
  return r.ok ? null : r.message;
};

describe('previewGuests', () => {
  it("numbers problems by the textarea's lines and lower-cases e-mails", () => {
    expect(
      previewGuests(
        'Juana  Pérez, Juana@X.com\n\nmal\nleo@x.com\nOtra Juana;juana@x.com\nLeo\tDíaz\tleo@x.com',
      ),
    ).toEqual({
      invitados: [
        { nombre: 'Juana Pérez', email: 'juana@x.com' },
        { nombre: 'Leo Díaz', email: 'leo@x.com' },
      ],
      problemas: [
        LISTA_MSG.correoInvalido(3),
        LISTA_MSG.nombreFalta(4),
        LISTA_MSG.repetidoEnCarga(5, 'juana@x.com'),
      ],
    });
  });
});

describe('agregarPayload', () => {
  it('reads the hour as 24-hour HH:MM and the door price in es-AR pesos', () => {
    expect(['1:30', '130', '01:30', ' 23:05 '].map(normalizeHora)).toEqual([
      '01:30',
      '01:30',
      '01:30',
      '23:05',
    ]);
    expect(
      agregarPayload(12, form({ modalidad: 'descuento', precioPuerta: '$ 3.000', hasta: '1:30' })),
    ).toEqual({
      ok: true,
      body: {
        idEvento: 12,
        idFecha: 30,
        idEntrada: 300,
        modalidad: 'descuento',
        precioPuerta: 3000,
        hasta: '01:30',
        invitados: [{ nombre: 'Juana Pérez', email: 'juana@x.com' }],
      },
    });
    // A free list sends no door price, whatever was typed before switching.
    expect(agregarPayload(12, form({ precioPuerta: '3000' }))).toMatchObject({
      ok: true,
      body: { modalidad: 'free', hasta: null },
    });
  });

  it("answers the server rules' first message", () => {
    expect(message({ hasta: '25:00' })).toBe(LISTA_MSG.horaInvalida);
    expect(message({ hasta: '1:3' })).toBe(LISTA_MSG.horaInvalida);
    expect(message({ modalidad: 'descuento' })).toBe(LISTA_MSG.precioPuerta);
    expect(message({ modalidad: 'descuento', precioPuerta: '3,5' })).toBe(LISTA_MSG.precioPuerta);
    expect(message({ texto: ' \n ' })).toBe(LISTA_MSG.sinInvitados);
    expect(message({ texto: 'mal' })).toBe(LISTA_MSG.correoInvalido(1));
    expect(
      message({ texto: Array.from({ length: 201 }, (_, i) => `G ${i}, g${i}@x.com`).join('\n') }),
    ).toBe(LISTA_MSG.demasiados(200));
    expect(message({})).toBeNull();
  });
});

describe('guardarListaRrppPayload', () => {
  const values = (patch: Partial<ListaRrppFormValues>): ListaRrppFormValues => ({
    idFecha: 30,
    idUsuario: 42,
    idEntrada: 302,
    cupo: '20',
    modalidad: 'free',
    precioPuerta: '',
    hasta: '',
    ...patch,
  });
  const fallo = (patch: Partial<ListaRrppFormValues>, precioMaximo?: number) => {
    const r = guardarListaRrppPayload(12, values(patch), precioMaximo);
    return r.ok ? null : [r.message, r.campo];
  };

  it('sends the quota, the terms in pesos and the hour as HH:MM; a free list at no price', () => {
    expect(
      guardarListaRrppPayload(
        12,
        values({ cupo: '1.000', modalidad: 'descuento', precioPuerta: '$ 3.000', hasta: '1:30' }),
        30000,
      ),
    ).toEqual({
      ok: true,
      body: {
        idEvento: 12,
        idFecha: 30,
        idUsuario: 42,
        idEntrada: 302,
        cupo: 1000,
        modalidad: 'descuento',
        precioPuerta: 3000,
        hasta: '01:30',
      },
    });
    expect(guardarListaRrppPayload(12, values({ precioPuerta: '3000' }))).toMatchObject({
      ok: true,
      body: { modalidad: 'free', precioPuerta: 0, hasta: null },
    });
  });

  it('names the field of the first problem', () => {
    expect(fallo({ idUsuario: null })).toEqual([RRPP_LISTA_TEXT.elegirRrpp, 'idUsuario']);
    for (const cupo of ['', '0', '1001', '2,5', 'diez'])
      expect(fallo({ cupo })).toEqual([LISTA_MSG.cupoInvalido(1000), 'cupo']);
    expect(fallo({ modalidad: 'descuento' })).toEqual([LISTA_MSG.precioPuerta, 'precioPuerta']);
    expect(fallo({ modalidad: 'descuento', precioPuerta: '40.000' }, 30000)).toEqual([
      LISTA_MSG.precioMayor,
      'precioPuerta',
    ]);
    expect(fallo({ hasta: '25:00' })).toEqual([LISTA_MSG.horaInvalida, 'hasta']);
    expect(fallo({})).toBeNull();
  });
});

describe('agregarRrppPayload', () => {
  it("sends the pasted guests to the RRPP's list of the day, or the first problem", () => {
    expect(agregarRrppPayload({ idEvento: 12, idFecha: 30 }, 'Juana Pérez, Juana@x.com')).toEqual({
      ok: true,
      body: {
        idEvento: 12,
        idFecha: 30,
        invitados: [{ nombre: 'Juana Pérez', email: 'juana@x.com' }],
      },
    });
    expect(agregarRrppPayload({ idEvento: 12, idFecha: 30 }, '')).toEqual({
      ok: false,
      message: LISTA_MSG.sinInvitados,
    });
    expect(agregarRrppPayload({ idEvento: 12, idFecha: 30 }, 'mal')).toEqual({
      ok: false,
      message: LISTA_MSG.correoInvalido(1),
    });
  });
});
