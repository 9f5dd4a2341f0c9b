import { describe, expect, it } from 'vitest';
import { REGISTER_MSG } from './auth';
import {
  PROFILE_MSG,
  RESET_MSG,
  firstPasswordChangeError,
  firstResetError,
  isBirthDate,
  isCbu,
  isDniOrPasaporte,
  updateUsuarioSchema,
} from './profile';

describe('password change checks', () => {
  it("answer in the spec's order, then the strength rule", () => {
    const check = (actual: string, nueva: string, confirmacion: string) =>
      firstPasswordChangeError({ actual, nueva, confirmacion });
    expect(check('', 'a', 'b')).toBe(PROFILE_MSG.completarCampos);
    expect(check('x', 'nueva1234', '')).toBe(PROFILE_MSG.completarCampos);
    expect(check('x', 'nueva1234', 'nueva12345')).toBe(PROFILE_MSG.nuevasNoCoinciden);
    expect(check('x', 'corta1', 'corta1')).toBe(REGISTER_MSG.passwordDebil);
    // A weak pair that differs is a mismatch first, whatever its strength.
    expect(check('x', 'abc', 'abd')).toBe(PROFILE_MSG.nuevasNoCoinciden);
    expect(check('x', 'nueva1234', 'nueva1234')).toBeNull();
  });

  it('reset: the link first, then the two fields', () => {
    expect(firstResetError({ token: '', nueva: '', confirmacion: '' })).toBe(
      RESET_MSG.enlaceInvalido,
    );
    expect(firstResetError({ token: 't', nueva: 'nueva1234', confirmacion: 'x' })).toBe(
      REGISTER_MSG.noCoinciden,
    );
    expect(firstResetError({ token: 't', nueva: 'abc', confirmacion: 'abd' })).toBe(
      REGISTER_MSG.noCoinciden,
    );
  });
});

describe('profile field rules', () => {
  it.each([
    ['30123456', true],
    ['1234567', true],
    ['AB123456', true],
    ['12345', false],
    ['30.123.456', false],
    ['ABCDEFGHIJKLM', false],
  ])('DNI or passport %s → %s', (v, ok) => expect(isDniOrPasaporte(v)).toBe(ok));

  it.each([
    ['0720000788000012345678', true],
    ['mi.alias-cbu', true],
    ['12345', false],
  ])('CBU %s → %s', (v, ok) => expect(isCbu(v)).toBe(ok));

  it('birth dates are real calendar days, from 1900 to today', () => {
    const today = new Date('2030-01-01T12:00:00Z');
    expect(isBirthDate('2000-02-29', today)).toBe(true);
    expect(isBirthDate('2001-02-29', today)).toBe(false);
    expect(isBirthDate('1899-12-31', today)).toBe(false);
    expect(isBirthDate('2030-01-02', today)).toBe(false);
  });

  it('keeps empty optional fields empty and cuts the stored date to 10 characters', () => {
    const parsed = updateUsuarioSchema.parse({
      idUsuario: 3,
      nombre: ' Lucía ',
      apellido: 'Pérez',
      dtNacimiento: '1990-05-04T00:00:00',
    });
    expect(parsed).toMatchObject({
      nombre: 'Lucía',
      dni: '',
      telefono: '',
      cbu: '',
      bio: '',
      dtNacimiento: '1990-05-04',
    });
    expect(
      updateUsuarioSchema.parse({ idUsuario: 3, nombre: 'a', apellido: 'b' }).dtNacimiento,
    ).toBe(null);
  });
});
