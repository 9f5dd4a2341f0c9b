import type { CrearEventoInput } from '@shared/validation/evento';

/**
 * A valid create-event payload: two days in March 2031 (Argentina, UTC-3), a known genre, one
 * existing artist by id, and all four ticket kinds on the first day.
 */
export function crearEventoPayload(
  idArtista: number,
  overrides: Partial<CrearEventoInput> = {},
): CrearEventoInput {
  return {
    nombre: 'Noche de prueba',
    domicilio: {
      direccion: 'Av. Corrientes 1234',
      latitud: -34.6,
      longitud: -58.4,
      provincia: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
      municipio: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
      localidad: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
    },
    genero: [1, 3],
    artistas: [{ idArtista }],
    descripcion: 'Una noche larga de techno.',
    fechas: [
      {
        inicio: '2031-03-07T23:00:00-03:00',
        fin: '2031-03-08T06:00:00-03:00',
        inicioVenta: '2031-01-01T00:00:00-03:00',
        finVenta: '2031-03-07T22:00:00-03:00',
        entradas: [
          { cdTipo: 0, precio: 10000, cantidad: 100 },
          { cdTipo: 1, precio: 8000, cantidad: 20 },
          { cdTipo: 2, precio: 20000, cantidad: 50 },
          { cdTipo: 3, precio: 15000, cantidad: 10 },
        ],
      },
      {
        inicio: '2031-03-08T23:00:00-03:00',
        fin: '2031-03-09T06:00:00-03:00',
        inicioVenta: '2031-01-01T00:00:00-03:00',
        finVenta: '2031-03-08T22:00:00-03:00',
        entradas: [{ cdTipo: 0, precio: 10000, cantidad: 100 }],
      },
    ],
    fiesta: null,
    soundCloud: 'https://soundcloud.com/pulso/set',
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    isAfter: false,
    isLgbt: true,
    ...overrides,
  };
}

/** A multipart/form-data body for app.inject, built by hand (no form library needed). */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; bytes: Uint8Array },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pulso${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
