import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  LOGIN_MSG,
  loginSchema,
  REGISTER_MSG,
  registerFormSchema,
  toCreateUsuarioPayload,
  createUsuarioSchema,
} from './auth';

const valid = {
  nombre: 'Lucía',
  apellido: 'Pérez',
  password: 'techno2024',
  confirmacion: 'techno2024',
  dni: '30123456',
  dtNacimiento: '1995-04-20',
  correo: 'lucia@example.com',
  telefono: '1144556677',
};

const messages = (input: unknown) => {
  const result = registerFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('password rule', () => {
  it.each([
    ['techno24', true],
    ['Ñandú2024', true],
    ['techno2', false], // 7 characters
    ['technotechno', false], // no digit
    ['12345678', false], // no letter
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });

  it('shows the spec message for a weak password', () => {
    expect(messages({ ...valid, password: 'corta', confirmacion: 'corta' })).toContain(
      REGISTER_MSG.passwordDebil,
    );
  });
});

describe('registerFormSchema', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field with its own message', () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        REGISTER_MSG.nombre,
        REGISTER_MSG.apellido,
        REGISTER_MSG.password,
        REGISTER_MSG.confirmacion,
        REGISTER_MSG.dni,
        REGISTER_MSG.dtNacimiento,
        REGISTER_MSG.correo,
        REGISTER_MSG.telefono,
      ]),
    );
  });

  it('reports a mismatch on the confirmation field', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmacion: 'techno2025' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('Las contraseñas no coinciden.');
    expect(issue?.path).toEqual(['confirmacion']);
  });

  it('reports a mismatch whatever the strength of the password and the other fields', () => {
    const issues = (input: unknown) => {
      const result = registerFormSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
    };
    const weak = { ...valid, password: 'abc', confirmacion: 'abd' };
    expect(issues(weak)).toEqual(
      expect.arrayContaining([
        ['password', REGISTER_MSG.passwordDebil],
        ['confirmacion', REGISTER_MSG.noCoinciden],
      ]),
    );
    // Only the two passwords typed, the fields below them not reached yet (as on the form).
    expect(issues({ password: 'abc', confirmacion: 'abd' })).toContainEqual([
      'confirmacion',
      REGISTER_MSG.noCoinciden,
    ]);
    // An empty confirmation asks for it, not for a match.
    expect(issues({ ...valid, confirmacion: '' })).toEqual([
      ['confirmacion', REGISTER_MSG.confirmacion],
    ]);
  });

  it('checks the e-mail format', () => {
    expect(messages({ ...valid, correo: 'lucia@' })).toContain(REGISTER_MSG.correoFormato);
    expect(messages({ ...valid, correo: '  lucia@example.com ' })).toEqual([]);
  });

  it('wants a real YYYY-MM-DD birth date', () => {
    expect(messages({ ...valid, dtNacimiento: '20/04/1995' })).toContain(REGISTER_MSG.dtNacimiento);
    expect(messages({ ...valid, dtNacimiento: '' })).toContain(REGISTER_MSG.dtNacimiento);
  });

  it('becomes a CreateUsuario payload without the confirmation', () => {
    const payload = toCreateUsuarioPayload(
      registerFormSchema.parse({ ...valid, nombre: ' Lucía ' }),
    );
    expect(payload).not.toHaveProperty('confirmacion');
    expect(payload.nombre).toBe('Lucía');
    expect(createUsuarioSchema.safeParse(payload).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires an e-mail and a password', () => {
    const result = loginSchema.safeParse({ usuario: '', pass: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      LOGIN_MSG.correo,
      LOGIN_MSG.password,
    ]);
  });

  it('checks the e-mail format', () => {
    const result = loginSchema.safeParse({ usuario: 'lucia', pass: 'x' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([LOGIN_MSG.correoFormato]);
  });
});
