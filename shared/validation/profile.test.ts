import { describe, expect, it } from 'vitest';
import { REGISTER_MSG } from './auth';
import {
  PROFILE_MSG,
  RESET_MSG,
  firstPasswordChangeError,
  firstResetError,
  isBirthDate,
  formatCuit,
  isAliasCbu,
  isCbu,
  isCuit,
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
    ['0110599520000001234583', true],
    ['0720 0007 8800 0012 3456 78', true],
    // Each block's check digit wrong in turn.
    ['0720000688000012345678', false],
    ['0720000788000012345679', false],
    ['072000078800001234567', false],
    ['mi.alias-cbu', false],
    ['12345', false],
  ])('CBU %s → %s', (v, ok) => expect(isCbu(v)).toBe(ok));

  it.each([
    ['20-12345678-6', true],
    ['20123456786', true],
    ['27 28033514 8', true],
    ['30-71234567-1', true],
    ['20-12345678-5', false],
    // 11 − Σ mod 11 = 10: no CUIT has it.
    ['20-00000001-0', false],
    ['2012345678', false],
    ['20-12345678-6x', false],
  ])('CUIT %s → %s', (v, ok) => expect(isCuit(v)).toBe(ok));

  it.each([
    ['mi.alias-cbu', true],
    ['NOCHE.NANDU.MP', true],
    ['abcde', false],
    ['un.alias.demasiado.largo', false],
    ['con espacio', false],
    ['ñandu.pago', false],
  ])('CBU alias %s → %s', (v, ok) => expect(isAliasCbu(v)).toBe(ok));

  it('stores CUIT and CBU as digits, says which field is wrong, and leaves absent ones alone', () => {
    const base = { idUsuario: 3, nombre: 'a', apellido: 'b' };
    const parsed = updateUsuarioSchema.parse({
      ...base,
      cuit: '20-12345678-6',
      cbu: '0720 0007 8800 0012 3456 78',
      aliasCbu: ' noche.nandu ',
      banco: 'Banco Santander',
    });
    expect(parsed).toMatchObject({
      cuit: '20123456786',
      cbu: '0720000788000012345678',
      aliasCbu: 'noche.nandu',
      banco: 'Banco Santander',
    });
    expect(formatCuit(parsed.cuit!)).toBe('20-12345678-6');
    const absent = updateUsuarioSchema.parse(base);
    expect([absent.cuit, absent.aliasCbu, absent.banco]).toEqual([undefined, undefined, undefined]);
    const wrong = updateUsuarioSchema.safeParse({
      ...base,
      cuit: '20-12345678-5',
      cbu: '0720000788000012345679',
      aliasCbu: 'abc',
    });
    expect(wrong.success).toBe(false);
    expect(
      Object.fromEntries(wrong.error!.issues.map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      cuit: PROFILE_MSG.cuit,
      cbu: PROFILE_MSG.cbu,
      aliasCbu: PROFILE_MSG.aliasCbu,
    });
  });

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
