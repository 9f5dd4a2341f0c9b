import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { idSchema } from './ids';
import { birthDateError, documentoError, refineWith, telefonoError } from './persona';

/**
 * Registration and login rules with their Spanish messages (docs/architecture.md,
 * "Where each rule lives").
 */
export const REGISTER_MSG = {
  nombre: 'Ingresá tu nombre.',
  apellido: 'Ingresá tu apellido.',
  password: 'Creá una contraseña.',
  confirmacion: 'Confirmá tu contraseña.',
  dni: 'Ingresá tu DNI o pasaporte.',
  dtNacimiento: 'Debes ingresar tu fecha de nacimiento.',
  correo: 'Ingresá tu correo electrónico.',
  correoFormato: 'Ingresá un correo electrónico válido.',
  telefono: 'Ingresá tu teléfono.',
  noCoinciden: 'Las contraseñas no coinciden.',
  passwordDebil: 'La contraseña debe tener al menos 8 caracteres, una letra y un número.',
} as const;

export const LOGIN_MSG = {
  correo: 'Ingresá tu email.',
  correoFormato: 'Ingresá un email válido.',
  password: 'Ingresá tu contraseña.',
} as const;

const PASSWORD_RULE = /^(?=.*[A-Za-zÁÉÍÓÚÜÑáéíóúüñ])(?=.*\d).+$/;

export function isStrongPassword(value: string): boolean {
  return value.length >= LIMITS.passwordMinLength && PASSWORD_RULE.test(value);
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The birth date as YYYY-MM-DD (the date input's value), then the rule the checkout applies
 * (persona.ts): a real date, not in the future, of someone of age.
 */
const birthDate = z
  .string({ error: REGISTER_MSG.dtNacimiento })
  .regex(ISO_DATE, REGISTER_MSG.dtNacimiento)
  .superRefine(refineWith((v) => (ISO_DATE.test(v) ? birthDateError(v) : null)));

/** The DNI/Pasaporte field, read as the checkout reads it (persona.ts). */
const documento = required(REGISTER_MSG.dni).superRefine(
  refineWith((v) => (v ? documentoError(v) : null)),
);

/** The phone, digits only as the checkout wants it (persona.ts). */
const telefono = required(REGISTER_MSG.telefono).superRefine(
  refineWith((v) => (v ? telefonoError(v) : null)),
);

/** Both passwords typed, whatever else the form holds: when the mismatch check applies. */
const passwordPair = z.object({ password: z.string(), confirmacion: z.string().min(1) });

/** The fields a person types on /register (the form, before it becomes an API payload). */
export const registerFormSchema = z
  .object({
    nombre: required(REGISTER_MSG.nombre),
    apellido: required(REGISTER_MSG.apellido),
    password: z
      .string({ error: REGISTER_MSG.password })
      .min(1, REGISTER_MSG.password)
      .refine(isStrongPassword, REGISTER_MSG.passwordDebil),
    confirmacion: z.string({ error: REGISTER_MSG.confirmacion }).min(1, REGISTER_MSG.confirmacion),
    dni: documento,
    dtNacimiento: birthDate,
    correo: required(REGISTER_MSG.correo).pipe(z.email(REGISTER_MSG.correoFormato)),
    telefono,
  })
  .refine((v) => v.password === v.confirmacion, {
    path: ['confirmacion'],
    message: REGISTER_MSG.noCoinciden,
    // Zod skips an object's refinements once a field fails its type (one not reached yet, left
    // undefined); the mismatch depends only on the two passwords: it runs whenever both are typed.
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });

export type RegisterForm = z.infer<typeof registerFormSchema>;

const emptyPlace = z.object({ nombre: z.string().max(200), codigo: z.string().max(20) });

/** Address shape used across users and events (docs/architecture.md, "Data model in brief"). */
export const domicilioSchema = z.object({
  direccion: z.string().max(300),
  latitud: z.number().min(-90).max(90),
  longitud: z.number().min(-180).max(180),
  localidad: emptyPlace,
  municipio: emptyPlace,
  provincia: emptyPlace,
});

export const socialsSchema = z.object({
  idSocial: idSchema.optional(),
  mdInstagram: z.string().max(500),
  mdSpotify: z.string().max(500),
  mdSoundcloud: z.string().max(500),
});

/**
 * POST /Usuario/CreateUsuario payload (docs/architecture.md, "Data model in brief"). The server
 * takes no roles from it: every new account is role 0.
 */
export const createUsuarioSchema = z.object({
  nombre: required(REGISTER_MSG.nombre).pipe(z.string().max(100)),
  apellido: required(REGISTER_MSG.apellido).pipe(z.string().max(100)),
  correo: required(REGISTER_MSG.correo).pipe(z.email(REGISTER_MSG.correoFormato).max(254)),
  dni: documento,
  telefono,
  password: z
    .string({ error: REGISTER_MSG.password })
    .max(200)
    .refine(isStrongPassword, REGISTER_MSG.passwordDebil),
  cbu: z.string().max(40).optional().default(''),
  bio: z.string().max(2000).optional().default(''),
  dtNacimiento: birthDate,
  domicilio: domicilioSchema.optional(),
  socials: socialsSchema.optional(),
});

export type CreateUsuarioPayload = z.input<typeof createUsuarioSchema>;

export const loginSchema = z.object({
  usuario: required(LOGIN_MSG.correo).pipe(z.email(LOGIN_MSG.correoFormato).max(254)),
  pass: z.string({ error: LOGIN_MSG.password }).min(1, LOGIN_MSG.password).max(200),
});

export type LoginPayload = z.infer<typeof loginSchema>;

/** Google sign-in: the ID token from the provider and the nonce this client generated. */
export const googleLoginSchema = z.object({
  credential: z.string().min(10).max(8192),
  nonce: z.string().max(200).optional(),
});

export type GoogleLoginPayload = z.infer<typeof googleLoginSchema>;

/** Turns the registration form into the API payload with the spec's empty defaults. */
export function toCreateUsuarioPayload(form: RegisterForm): CreateUsuarioPayload {
  const place = { nombre: '', codigo: '' };
  return {
    nombre: form.nombre.trim(),
    apellido: form.apellido.trim(),
    correo: form.correo.trim(),
    dni: form.dni.trim(),
    telefono: form.telefono.trim(),
    password: form.password,
    cbu: '',
    bio: '',
    dtNacimiento: form.dtNacimiento,
    domicilio: {
      direccion: '',
      latitud: 0,
      longitud: 0,
      localidad: place,
      municipio: place,
      provincia: place,
    },
    socials: { mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  };
}
