/**
 * Venues with real province names and national geographic service (Georef) style codes:
 * 2-digit province, 6-digit municipality, 11-digit locality. For the capital the three levels
 * are the same name and code 02, as the location picker does.
 */
export interface DemoPlace {
  venue: string;
  direccion: string;
  provinciaNombre: string;
  provinciaCodigo: string;
  municipioNombre: string;
  municipioCodigo: string;
  localidadNombre: string;
  localidadCodigo: string;
  latitud: number;
  longitud: number;
}

const CABA = {
  provinciaNombre: 'Ciudad Autónoma de Buenos Aires',
  provinciaCodigo: '02',
  municipioNombre: 'Ciudad Autónoma de Buenos Aires',
  municipioCodigo: '02',
  localidadNombre: 'Ciudad Autónoma de Buenos Aires',
  localidadCodigo: '02',
};
const LA_PLATA = {
  provinciaNombre: 'Buenos Aires',
  provinciaCodigo: '06',
  municipioNombre: 'La Plata',
  municipioCodigo: '060441',
  localidadNombre: 'La Plata',
  localidadCodigo: '06441030000',
};
const MAR_DEL_PLATA = {
  provinciaNombre: 'Buenos Aires',
  provinciaCodigo: '06',
  municipioNombre: 'General Pueyrredón',
  municipioCodigo: '060357',
  localidadNombre: 'Mar del Plata',
  localidadCodigo: '06357110000',
};
const CORDOBA = {
  provinciaNombre: 'Córdoba',
  provinciaCodigo: '14',
  municipioNombre: 'Capital',
  municipioCodigo: '140014',
  localidadNombre: 'Córdoba',
  localidadCodigo: '14014010000',
};
const ROSARIO = {
  provinciaNombre: 'Santa Fe',
  provinciaCodigo: '82',
  municipioNombre: 'Rosario',
  municipioCodigo: '820084',
  localidadNombre: 'Rosario',
  localidadCodigo: '82084270000',
};
const MENDOZA = {
  provinciaNombre: 'Mendoza',
  provinciaCodigo: '50',
  municipioNombre: 'Capital',
  municipioCodigo: '500007',
  localidadNombre: 'Mendoza',
  localidadCodigo: '50007010000',
};
const TUCUMAN = {
  provinciaNombre: 'Tucumán',
  provinciaCodigo: '90',
  municipioNombre: 'San Miguel de Tucumán',
  municipioCodigo: '900084',
  localidadNombre: 'San Miguel de Tucumán',
  localidadCodigo: '90084010000',
};
const NEUQUEN = {
  provinciaNombre: 'Neuquén',
  provinciaCodigo: '58',
  municipioNombre: 'Neuquén',
  municipioCodigo: '580035',
  localidadNombre: 'Neuquén',
  localidadCodigo: '58035070000',
};
const BARILOCHE = {
  provinciaNombre: 'Río Negro',
  provinciaCodigo: '62',
  municipioNombre: 'Bariloche',
  municipioCodigo: '620021',
  localidadNombre: 'San Carlos de Bariloche',
  localidadCodigo: '62021030000',
};

export const DEMO_PLACES = {
  costanera: {
    ...CABA,
    venue: 'Costanera Norte',
    direccion: 'Av. Costanera Rafael Obligado 6151',
    latitud: -34.5707,
    longitud: -58.3996,
  },
  palermo: {
    ...CABA,
    venue: 'Palermo Hollywood',
    direccion: 'Humboldt 1356',
    latitud: -34.5857,
    longitud: -58.4386,
  },
  barracas: {
    ...CABA,
    venue: 'Barracas',
    direccion: 'Av. Montes de Oca 1050',
    latitud: -34.6418,
    longitud: -58.3801,
  },
  chacarita: {
    ...CABA,
    venue: 'Chacarita',
    direccion: 'Av. Federico Lacroze 3455',
    latitud: -34.5871,
    longitud: -58.4551,
  },
  laPlata: {
    ...LA_PLATA,
    venue: 'La Plata',
    direccion: 'Calle 47 N° 521',
    latitud: -34.9125,
    longitud: -57.9501,
  },
  marDelPlata: {
    ...MAR_DEL_PLATA,
    venue: 'Playa Grande',
    direccion: 'Bv. Marítimo Patricio Peralta Ramos 4700',
    latitud: -38.0203,
    longitud: -57.5305,
  },
  cordoba: {
    ...CORDOBA,
    venue: 'Güemes',
    direccion: 'Bv. San Juan 450',
    latitud: -31.4215,
    longitud: -64.1905,
  },
  cordobaAbasto: {
    ...CORDOBA,
    venue: 'Abasto',
    direccion: 'Av. Juan B. Justo 2110',
    latitud: -31.3987,
    longitud: -64.1844,
  },
  rosario: {
    ...ROSARIO,
    venue: 'Costanera Rosario',
    direccion: 'Av. Wheelwright 1700',
    latitud: -32.9399,
    longitud: -60.6414,
  },
  mendoza: {
    ...MENDOZA,
    venue: 'Parque General San Martín',
    direccion: 'Av. Emilio Civit 701',
    latitud: -32.8886,
    longitud: -68.8621,
  },
  tucuman: {
    ...TUCUMAN,
    venue: 'Barrio Norte',
    direccion: 'Av. Mate de Luna 2450',
    latitud: -26.8226,
    longitud: -65.2263,
  },
  neuquen: {
    ...NEUQUEN,
    venue: 'Paseo Costero',
    direccion: 'Av. Olascoaga 520',
    latitud: -38.9546,
    longitud: -68.0627,
  },
  bariloche: {
    ...BARILOCHE,
    venue: 'Playa Bonita',
    direccion: 'Av. Exequiel Bustillo km 8',
    latitud: -41.1209,
    longitud: -71.4191,
  },
} satisfies Record<string, DemoPlace>;

export type DemoPlaceKey = keyof typeof DEMO_PLACES;
