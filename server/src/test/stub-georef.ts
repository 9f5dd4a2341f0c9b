import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the national geographic service (Georef) on loopback, answering its three
 * list endpoints with the same JSON shapes. Lists come unsorted, with a "Comuna" and
 * duplicate localities, so the server's cleaning shows. It can fail or hang on demand.
 */
export interface StubGeoref {
  /** Base URL to put in GEO_API_URL. */
  url: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  mode: 'ok' | 'error' | 'hang';
  close(): Promise<void>;
}

const PROVINCIAS = [
  { id: '82', nombre: 'Santa Fe' },
  { id: '02', nombre: 'Ciudad Autónoma de Buenos Aires' },
  { id: '06', nombre: 'Buenos Aires' },
  { id: '14', nombre: 'Córdoba' },
];

const MUNICIPIOS: Record<string, Array<{ id: string; nombre: string }>> = {
  'Buenos Aires': [
    { id: '060441', nombre: 'La Plata' },
    { id: '060357', nombre: 'General Pueyrredón' },
    { id: '060056', nombre: 'Bahía Blanca' },
  ],
  'Ciudad Autónoma de Buenos Aires': [
    { id: '02007', nombre: 'Comuna 1' },
    { id: '02014', nombre: 'Comuna 2' },
  ],
  Córdoba: [
    { id: '140014', nombre: 'Capital' },
    { id: '142000', nombre: 'Comuna de Ejemplo' },
    { id: '141000', nombre: 'Alta Gracia' },
  ],
};

const LOCALIDADES: Record<string, Array<{ id: string; nombre: string }>> = {
  'Buenos Aires|La Plata': [
    { id: '06441110000', nombre: 'Villa Elisa' },
    { id: '06441030000', nombre: 'La Plata' },
    { id: '06441020000', nombre: 'City Bell' },
    { id: '06441030001', nombre: 'La Plata' },
    { id: '06441020001', nombre: 'city bell' },
  ],
};

export async function startStubGeoref(): Promise<StubGeoref> {
  const requests: URL[] = [];
  const held: ServerResponse[] = [];
  const stub: StubGeoref = {
    url: '',
    requests,
    mode: 'ok',
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    if (stub.mode === 'hang') return void held.push(res);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (stub.mode === 'error') return send(500, { errores: ['interno'] });
    const q = url.searchParams;
    switch (url.pathname) {
      case '/georef/api/provincias':
        return send(200, { cantidad: PROVINCIAS.length, provincias: PROVINCIAS });
      case '/georef/api/municipios':
        return send(200, { municipios: MUNICIPIOS[q.get('provincia') ?? ''] ?? [] });
      case '/georef/api/localidades':
        return send(200, {
          localidades: LOCALIDADES[`${q.get('provincia')}|${q.get('municipio')}`] ?? [],
        });
      default:
        return send(404, { errores: ['no existe'] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/georef/api`;
  return stub;
}
