import { ROL, type CdRol } from '../../../../shared/domain/roles';
import type { usuarios } from '../schema/index';

export const DEMO_PASSWORD = 'pulso1234';

export interface DemoAccount {
  email: string;
  password: string;
  roles: CdRol[];
  /** Spanish, printed by main.ts and listed in the README. */
  description: string;
  /**
   * Signed up without following the confirmation mail yet: it browses but cannot buy
   * (docs/decisions/0076-hostile-users.md). Every other demo account is confirmed.
   */
  correoSinConfirmar?: true;
}

/** The accounts the demo seed creates; main.ts prints them and the README lists them. */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    email: 'asistente@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.USUARIO],
    description: 'Asistente: compra entradas, marca favoritos y sigue artistas',
  },
  {
    email: 'organizador@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.USUARIO, ROL.ORGANIZADOR],
    description: 'Organizador: dueño de los eventos y fiestas de la demo',
  },
  {
    email: 'admin@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.ADMINISTRADOR],
    description: 'Administrador: valida eventos, gestiona artistas, noticias, carrusel y TyC',
  },
  {
    email: 'validador@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.VALIDADOR],
    description: 'Validador: controla entradas en la app de puerta (sin sesión web)',
  },
  {
    email: 'nueva@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.USUARIO],
    description:
      'Asistente recién registrada, sin confirmar el correo: al comprar se le pide confirmarlo ("Reenviar correo"; el enlace llega a Admin → Correos)',
    correoSinConfirmar: true,
  },
  {
    email: 'productor@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.USUARIO, ROL.ORGANIZADOR],
    description:
      'Productor de Subsuelo Producciones (la productora del organizador): edita sus eventos, precios, códigos y listas, y ve las ventas; la liquidación, solo si el dueño se lo permite',
  },
  {
    email: 'boleteria@pulso.test',
    password: DEMO_PASSWORD,
    roles: [ROL.USUARIO, ROL.ORGANIZADOR],
    description:
      'Boletería de Subsuelo Producciones (Camila Suárez): en la app de puerta vende entradas de Matiné en Barracas en efectivo o transferencia, con o sin señal, y cierra su caja',
  },
  ...(
    [
      ['rrpp@pulso.test', 'Martina Acosta'],
      ['rrpp2@pulso.test', 'Joaquín Pereyra'],
      ['rrpp3@pulso.test', 'Brenda Molina'],
    ] as const
  ).map(([email, nombre]) => ({
    email,
    password: DEMO_PASSWORD,
    roles: [ROL.USUARIO, ROL.ORGANIZADOR],
    description: `RRPP de Subsuelo Producciones (${nombre}): su enlace y su código venden Vendimia Electrónica; ve sus ventas y su comisión en Mis ventas como RRPP${
      email === 'rrpp3@pulso.test' ? '. Sin acceso a Nieve y Bajo (su rol en ese evento)' : ''
    }`,
  })),
];

/** The account whose presence marks the demo as already seeded. */
export const DEMO_MARKER_EMAIL = 'admin@pulso.test';

type UsuarioInsert = typeof usuarios.$inferInsert;

/** Profile data per demo e-mail (passwordHash and correo are filled in by the seed). */
export const DEMO_PROFILES: Record<string, Omit<UsuarioInsert, 'correo' | 'passwordHash'>> = {
  'asistente@pulso.test': {
    nombre: 'Sofía',
    apellido: 'Benítez',
    dni: '38456123',
    telefono: '1155667788',
    dtNacimiento: '1995-04-12',
    direccion: 'Av. Corrientes 3456',
    provinciaNombre: 'Ciudad Autónoma de Buenos Aires',
    provinciaCodigo: '02',
    municipioNombre: 'Ciudad Autónoma de Buenos Aires',
    municipioCodigo: '02',
    localidadNombre: 'Ciudad Autónoma de Buenos Aires',
    localidadCodigo: '02',
    latitud: -34.6033,
    longitud: -58.4113,
    mdInstagram: 'https://www.instagram.com/sofi.benitez.ok',
  },
  'organizador@pulso.test': {
    nombre: 'Martín',
    apellido: 'Aguirre',
    dni: '30123456',
    telefono: '3515123456',
    dtNacimiento: '1986-09-03',
    // Where the settlement says Pulso pays (valid check digits: shared/validation/profile.ts).
    cbu: '0110599520000001234583',
    aliasCbu: 'ritual.producciones',
    banco: 'Banco de la Nación Argentina',
    cuit: '20301234563',
    nombreFantasia: 'Ritual Producciones',
    bio: 'Productora independiente de fiestas techno y house en Córdoba, Rosario y Buenos Aires desde 2012.',
    direccion: 'Bv. Chacabuco 1050',
    provinciaNombre: 'Córdoba',
    provinciaCodigo: '14',
    municipioNombre: 'Capital',
    municipioCodigo: '140014',
    localidadNombre: 'Córdoba',
    localidadCodigo: '14014010000',
    latitud: -31.4261,
    longitud: -64.1836,
    mdInstagram: 'https://www.instagram.com/ritual.producciones',
    mdSoundcloud: 'https://soundcloud.com/ritual-producciones',
  },
  'productor@pulso.test': {
    nombre: 'Valentina',
    apellido: 'Ríos',
    dni: '35789123',
    telefono: '1156784321',
    dtNacimiento: '1992-03-14',
  },
  'rrpp@pulso.test': {
    nombre: 'Martina',
    apellido: 'Acosta',
    dni: '40123987',
    telefono: '1161234567',
    dtNacimiento: '1998-09-02',
  },
  'rrpp2@pulso.test': {
    nombre: 'Joaquín',
    apellido: 'Pereyra',
    dni: '39876012',
    telefono: '1162345678',
    dtNacimiento: '1997-02-18',
  },
  'rrpp3@pulso.test': {
    nombre: 'Brenda',
    apellido: 'Molina',
    dni: '41555222',
    telefono: '1163456789',
    dtNacimiento: '1999-11-25',
  },
  'boleteria@pulso.test': {
    nombre: 'Camila',
    apellido: 'Suárez',
    dni: '37222444',
    telefono: '1164567890',
    dtNacimiento: '1994-07-21',
  },
  'admin@pulso.test': {
    nombre: 'Lucía',
    apellido: 'Fernández',
    dni: '28987654',
    telefono: '1147896321',
    dtNacimiento: '1980-01-20',
  },
  'validador@pulso.test': {
    nombre: 'Diego',
    apellido: 'Romero',
    dni: '35111222',
    telefono: '1162341298',
    dtNacimiento: '1990-06-30',
    direccion: 'Calle 12 N° 1420',
    provinciaNombre: 'Buenos Aires',
    provinciaCodigo: '06',
    municipioNombre: 'La Plata',
    municipioCodigo: '060441',
    localidadNombre: 'La Plata',
    localidadCodigo: '06441030000',
    latitud: -34.9131,
    longitud: -57.9563,
  },
  'nueva@pulso.test': {
    nombre: 'Camila',
    apellido: 'Ortiz',
    dni: '42789456',
    telefono: '1159873214',
    dtNacimiento: '2001-11-08',
  },
};
