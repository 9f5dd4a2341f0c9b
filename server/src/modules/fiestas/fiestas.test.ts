import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiestaView } from '@shared/api/organiser';
import { MSG } from '@shared/messages';
import { FIESTA_MSG } from '@shared/validation/evento';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let organizador: number;
let otro: number;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  organizador = (await t.createUser([0, 2])).idUsuario;
  otro = (await t.createUser([0, 2])).idUsuario;
  token.organizador = await t.tokenFor(organizador);
  token.otro = await t.tokenFor(otro);
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  tok: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${tok}` },
    payload,
  });

const crear = (nombre: string, tok = token.organizador!) =>
  call('POST', '/Fiesta/CrearFiesta', tok, { nombre });

async function lista(idUsuario = organizador, tok = token.organizador!) {
  const res = await call('GET', `/Fiesta/GetFiestas?IdUsuario=${idUsuario}`, tok);
  return res.json<{ fiestas: FiestaView[] }>().fiestas;
}

describe('recurring parties', () => {
  it('adds parties with the trimmed name as typed and lists the active ones by name', async () => {
    const a = await crear('  Zona Sur ');
    expect(a.statusCode).toBe(201);
    expect(a.json()).toEqual({ idFiesta: expect.any(Number) });
    await crear('Ácida');
    await crear('bajo cero');
    const fiestas = await lista();
    expect(fiestas.map((f) => f.dsNombre)).toEqual(['Ácida', 'bajo cero', 'Zona Sur']);
    expect(fiestas.every((f) => f.isActivo && f.idUsuario === organizador)).toBe(true);
  });

  it('refuses a case-insensitive duplicate with the spec text, but not another organiser', async () => {
    const res = await crear('ZONA sur');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(FIESTA_MSG.duplicada);
    expect((await crear('Zona Sur', token.otro)).statusCode).toBe(201);
  });

  it('refuses an empty name with 400', async () => {
    const res = await crear('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(FIESTA_MSG.nombre);
  });

  it('renames a party; a duplicate name is refused', async () => {
    const [bajo] = (await lista()).filter((f) => f.dsNombre === 'bajo cero');
    const ok = await call('PUT', '/Fiesta/UpdateFiesta', token.organizador!, {
      idFiesta: bajo!.idFiesta,
      nombre: 'Bajo Cero',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ idFiesta: bajo!.idFiesta });
    const dup = await call('PUT', '/Fiesta/UpdateFiesta', token.organizador!, {
      idFiesta: bajo!.idFiesta,
      nombre: 'ácida',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(FIESTA_MSG.duplicada);
    expect((await lista()).map((f) => f.dsNombre)).toContain('Bajo Cero');
  });

  it('deletes (deactivates) a party; its name can then be used again', async () => {
    const [zona] = (await lista()).filter((f) => f.dsNombre === 'Zona Sur');
    const res = await call(
      'DELETE',
      `/Fiesta/DeleteFiesta?id=${zona!.idFiesta}`,
      token.organizador!,
    );
    expect(res.statusCode).toBe(204);
    expect((await lista()).map((f) => f.dsNombre)).not.toContain('Zona Sur');
    expect((await crear('Zona Sur')).statusCode).toBe(201);
  });

  it("treats another organiser's party as missing and their list as forbidden", async () => {
    const [mine] = await lista();
    const rename = await call('PUT', '/Fiesta/UpdateFiesta', token.otro!, {
      idFiesta: mine!.idFiesta,
      nombre: 'Robada',
    });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().detail).toBe(MSG.fiestaNoEncontrada);
    const del = await call('DELETE', `/Fiesta/DeleteFiesta?id=${mine!.idFiesta}`, token.otro!);
    expect(del.statusCode).toBe(404);
    expect(
      (await call('GET', `/Fiesta/GetFiestas?IdUsuario=${organizador}`, token.otro!)).statusCode,
    ).toBe(403);
    expect((await lista(organizador, token.admin)).length).toBe(3);
    expect((await lista()).map((f) => f.dsNombre)).toContain(mine!.dsNombre);
  });

  it('without IdUsuario lists the caller’s own parties', async () => {
    const res = await call('GET', '/Fiesta/GetFiestas', token.otro!);
    expect(res.json<{ fiestas: FiestaView[] }>().fiestas.map((f) => f.dsNombre)).toEqual([
      'Zona Sur',
    ]);
  });
});
