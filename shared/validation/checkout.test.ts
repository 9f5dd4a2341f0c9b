import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MSG,
  checkoutFormSchema,
  documentError,
  isAdultOn,
  isCalendarDate,
} from './checkout';

const NOW = () => new Date('2030-03-01T12:00:00-03:00');
const valid = {
  nombre: 'Ana',
  apellido: 'Pérez',
  telefono: '1155554444',
  tipoId: 'DNI',
  numeroId: '30123456',
  dtNacimiento: '1990-05-04',
  aceptaTerminos: true,
};
const messages = (value: unknown) => {
  const r = checkoutFormSchema(NOW).safeParse(value);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('checkout rules', () => {
  it('18 years by exact date, the birthday itself included', () => {
    expect(isAdultOn('2012-03-01', '2030-03-01')).toBe(true);
    expect(isAdultOn('2012-03-02', '2030-03-01')).toBe(false);
    // Born on 29 February: of age on 1 March of a common year.
    expect(isAdultOn('2012-02-29', '2030-02-28')).toBe(false);
    expect(isAdultOn('2012-02-29', '2030-03-01')).toBe(true);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2012-02-29')).toBe(true);
    expect(isCalendarDate('2013-02-29')).toBe(false);
    expect(isCalendarDate('29/02/2012')).toBe(false);
  });

  it('DNI 7 to 9 digits, passport 6 to 12 letters or digits', () => {
    expect(documentError('DNI', '1234567')).toBeNull();
    expect(documentError('DNI', '123456789')).toBeNull();
    expect(documentError('DNI', '123456')).toBe(CHECKOUT_MSG.dni);
    expect(documentError('DNI', '1234567890')).toBe(CHECKOUT_MSG.dni);
    expect(documentError('Pasaporte', 'AB1234')).toBeNull();
    expect(documentError('Pasaporte', 'AB12345678CD')).toBeNull();
    expect(documentError('Pasaporte', 'AB123')).toBe(CHECKOUT_MSG.pasaporte);
    expect(documentError('Pasaporte', 'AB123456789CD')).toBe(CHECKOUT_MSG.pasaporte);
    expect(documentError('Pasaporte', 'AB 12345')).toBe(CHECKOUT_MSG.pasaporte);
  });

  it('the form shows every message at once, terms included', () => {
    expect(messages(valid)).toEqual({});
    expect(
      messages({
        ...valid,
        telefono: '1234567',
        dtNacimiento: '2012-03-02',
        numeroId: '12',
        aceptaTerminos: false,
      }),
    ).toEqual({
      telefono: CHECKOUT_MSG.telefono,
      dtNacimiento: CHECKOUT_MSG.edad,
      numeroId: CHECKOUT_MSG.dni,
      aceptaTerminos: CHECKOUT_MSG.terminos,
    });
    expect(messages({ ...valid, tipoId: 'Pasaporte', numeroId: '30123456' })).toEqual({});
  });

  it("uses the spec's wording", () => {
    expect(CHECKOUT_MSG).toMatchObject({
      telefono: 'El teléfono debe tener al menos 8 dígitos.',
      edad: 'Debés tener al menos 18 años.',
      dni: 'DNI inválido.',
      pasaporte: 'Pasaporte inválido.',
    });
  });
});
