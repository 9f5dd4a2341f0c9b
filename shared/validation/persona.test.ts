import { describe, expect, it } from 'vitest';
import { REGISTER_MSG, createUsuarioSchema, registerFormSchema } from './auth';
import { CHECKOUT_MSG, compradorSchema } from './checkout';
import { PERSONA_MSG, birthDateError, documentoError, telefonoError } from './persona';
import { PROFILE_MSG, updateUsuarioSchema } from './profile';

// 1 March 2030, 09:00 in Argentina.
const NOW = new Date('2030-03-01T12:00:00Z');

describe('one rule for a person’s data', () => {
  it('a birth date is real, not in the future, and of someone of age', () => {
    expect(birthDateError('1990-05-04', NOW)).toBeNull();
    // The 18th birthday itself counts.
    expect(birthDateError('2012-03-01', NOW)).toBeNull();
    expect(birthDateError('2012-03-02', NOW)).toBe(PERSONA_MSG.edad);
    // Twelve years old.
    expect(birthDateError('2018-01-10', NOW)).toBe(PERSONA_MSG.edad);
    expect(birthDateError('2031-01-10', NOW)).toBe(PERSONA_MSG.dtNacimientoInvalida);
    expect(birthDateError('2030-03-02', NOW)).toBe(PERSONA_MSG.dtNacimientoInvalida);
    expect(birthDateError('1899-12-31', NOW)).toBe(PERSONA_MSG.dtNacimientoInvalida);
    expect(birthDateError('2001-02-29', NOW)).toBe(PERSONA_MSG.dtNacimientoInvalida);
  });

  it('today is Argentina’s day: at 22:00 on the eve of the 18th birthday it is not yet', () => {
    // 2030-03-01T00:30Z is still 28 February in Argentina.
    expect(birthDateError('2012-03-01', new Date('2030-03-01T00:30:00Z'))).toBe(PERSONA_MSG.edad);
  });

  it('a phone is digits only, 8 to 15, with the spec’s message', () => {
    expect(telefonoError('1155554444')).toBeNull();
    expect(telefonoError('011 15 abc')).toBe('El teléfono debe tener al menos 8 dígitos.');
    expect(telefonoError('11-5555-4444')).toBe(PERSONA_MSG.telefono);
    expect(telefonoError('1234567')).toBe(PERSONA_MSG.telefono);
    expect(telefonoError('1234567890123456')).toBe(PERSONA_MSG.telefonoLargo);
  });

  it('the single document field is read as the checkout reads it', () => {
    expect(documentoError('30123456')).toBeNull();
    expect(documentoError('AB123456')).toBeNull();
    expect(documentoError('12')).toBe(PERSONA_MSG.documento);
    // Six digits would pass as a passport, but the checkout takes digits as a DNI.
    expect(documentoError('123456')).toBe(PERSONA_MSG.documento);
    expect(documentoError('AB-123')).toBe(PERSONA_MSG.documento);
  });
});

const registration = {
  nombre: 'Lucía',
  apellido: 'Pérez',
  password: 'techno2024',
  confirmacion: 'techno2024',
  dni: '30123456',
  dtNacimiento: '1995-04-20',
  correo: 'lucia@example.com',
  telefono: '1144556677',
};

const fieldMessages = (result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}) => {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('sign-up, profile and checkout agree', () => {
  const bad = { dni: '12', telefono: '011 15 abc', dtNacimiento: '2018-01-10' };

  it('sign-up refuses what the checkout would refuse, each under its field', () => {
    expect(fieldMessages(registerFormSchema.safeParse({ ...registration, ...bad }))).toEqual({
      dni: PERSONA_MSG.documento,
      telefono: CHECKOUT_MSG.telefono,
      dtNacimiento: CHECKOUT_MSG.edad,
    });
    expect(
      fieldMessages(createUsuarioSchema.safeParse({ ...registration, dtNacimiento: '2031-02-01' })),
    ).toEqual({ dtNacimiento: CHECKOUT_MSG.dtNacimientoInvalida });
    // An unreadable date still asks for it, in the spec's words.
    expect(
      fieldMessages(registerFormSchema.safeParse({ ...registration, dtNacimiento: '20/04/1995' })),
    ).toEqual({ dtNacimiento: REGISTER_MSG.dtNacimiento });
  });

  it('the profile refuses the same, and still lets a field stay empty', () => {
    const base = { idUsuario: 3, nombre: 'Lucía', apellido: 'Pérez' };
    expect(fieldMessages(updateUsuarioSchema.safeParse({ ...base, ...bad }))).toEqual({
      dni: PROFILE_MSG.dni,
      telefono: PROFILE_MSG.telefono,
      dtNacimiento: CHECKOUT_MSG.edad,
    });
    expect(updateUsuarioSchema.safeParse({ ...base, dni: '', telefono: '' }).success).toBe(true);
  });

  it('what sign-up accepts, the checkout accepts', () => {
    const form = registerFormSchema.parse(registration);
    const comprador = {
      nombre: form.nombre,
      apellido: form.apellido,
      telefono: form.telefono,
      tipoId: 'DNI',
      numeroId: form.dni,
      dtNacimiento: form.dtNacimiento,
    };
    expect(compradorSchema().safeParse(comprador).success).toBe(true);
  });
});
