import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { REGISTER_MSG } from '@shared/validation/auth';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { CUENTA_ELIMINADA, PROFILE_MSG } from '@shared/validation/profile';
import {
  artistaLikes,
  eventosFavoritos,
  media,
  ordenes,
  outbox,
  pagos,
  passwordResets,
  sesiones,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { saveMediaFile } from '../../media/media-service';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  png = new Uint8Array(
    await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The body the profile screen sends: every field of PUT /Usuario/UpdateUsuario, the e-mail
 * unchanged.
 */
function profileBody(idUsuario: number, correo: string, over: Record<string, unknown> = {}) {
  return {
    idUsuario,
    nombre: 'Lucía',
    apellido: 'Fernández',
    correo,
    dni: '35111222',
    telefono: '1144443333',
    bio: 'DJ los domingos',
    cbu: '0720000788000012345678',
    dtNacimiento: '1995-03-10T00:00:00',
    cdRoles: [0],
    domicilio: {
      direccion: 'Av. Corrientes 1234',
      latitud: -34.6,
      longitud: -58.4,
      provincia: { nombre: 'Buenos Aires', codigo: '06' },
      municipio: { nombre: 'La Plata', codigo: '064441' },
      localidad: { nombre: 'City Bell', codigo: '06441030' },
    },
    socials: {
      idSocial: idUsuario,
      mdInstagram: 'https://instagram.com/lucia',
      mdSpotify: '',
      mdSoundcloud: 'https://soundcloud.com/lucia',
    },
    ...over,
  };
}

async function update(token: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/Usuario/UpdateUsuario',
    headers: bearer(token),
    payload: body as object,
  });
}

const rowOf = async (idUsuario: number) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.idUsuario, idUsuario)))[0]!;
const rolesOf = async (idUsuario: number) =>
  (
    await t.database.db
      .select({ cdRol: usuarioRoles.cdRol })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, idUsuario))
  )
    .map((r) => r.cdRol)
    .sort();

describe('PUT /Usuario/UpdateUsuario', () => {
  it('saves every field of the profile and answers the user without secrets', async () => {
    const u = await t.createUser([0]);
    const res = await update(await t.tokenFor(u.idUsuario), profileBody(u.idUsuario, u.correo));
    expect(res.statusCode, res.body).toBe(200);
    const { usuario } = res.json();
    expect(usuario).toMatchObject({
      idUsuario: u.idUsuario,
      nombre: 'Lucía',
      correo: u.correo,
      dtNacimiento: '1995-03-10',
      domicilio: { localidad: { nombre: 'City Bell', codigo: '06441030' } },
      socials: { mdInstagram: 'https://instagram.com/lucia' },
      roles: [{ cdRol: 0 }],
    });
    expect(res.body).not.toContain('argon2');
    expect(usuario).not.toHaveProperty('passwordHash');
    const row = await rowOf(u.idUsuario);
    expect(row).toMatchObject({
      nombre: 'Lucía',
      apellido: 'Fernández',
      dni: '35111222',
      telefono: '1144443333',
      bio: 'DJ los domingos',
      cbu: '0720000788000012345678',
      dtNacimiento: '1995-03-10',
      direccion: 'Av. Corrientes 1234',
      provinciaNombre: 'Buenos Aires',
      municipioNombre: 'La Plata',
      localidadCodigo: '06441030',
      mdSoundcloud: 'https://soundcloud.com/lucia',
    });
  });

  it('fills the three levels with the capital when the province is the capital', async () => {
    const u = await t.createUser([0]);
    const capital = { nombre: LIMITS.capital.nombre, codigo: '02' };
    const res = await update(
      await t.tokenFor(u.idUsuario),
      profileBody(u.idUsuario, u.correo, {
        domicilio: {
          direccion: 'Defensa 500',
          latitud: 0,
          longitud: 0,
          provincia: capital,
          municipio: { nombre: 'Otro', codigo: '9' },
          localidad: { nombre: '', codigo: '' },
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await rowOf(u.idUsuario);
    expect([row.municipioNombre, row.localidadNombre]).toEqual([capital.nombre, capital.nombre]);
    expect([row.provinciaCodigo, row.municipioCodigo, row.localidadCodigo]).toEqual([
      '02',
      '02',
      '02',
    ]);
  });

  it('accepts empty optional fields (a Google account starts without them)', async () => {
    const u = await t.createUser([0]);
    const res = await update(
      await t.tokenFor(u.idUsuario),
      profileBody(u.idUsuario, u.correo, { dni: '', telefono: '', cbu: '', dtNacimiento: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(u.idUsuario);
    expect([row.dni, row.telefono, row.cbu, row.dtNacimiento]).toEqual(['', '', '', null]);
  });

  it.each([
    ['telefono', { telefono: '1234' }, PROFILE_MSG.telefono],
    ['dni', { dni: '12.345' }, PROFILE_MSG.dni],
    ['dtNacimiento', { dtNacimiento: '1995-02-30' }, PROFILE_MSG.dtNacimiento],
    ['cbu', { cbu: '123' }, PROFILE_MSG.cbu],
    // 22 digits whose second check digit is wrong; an alias is not a CBU any more.
    ['cbu check digit', { cbu: '0720000788000012345679' }, PROFILE_MSG.cbu],
    ['cbu as an alias', { cbu: 'mi.alias-cbu' }, PROFILE_MSG.cbu],
    ['cuit', { cuit: '20-12345678-5' }, PROFILE_MSG.cuit],
    ['alias', { aliasCbu: 'abc' }, PROFILE_MSG.aliasCbu],
    ['nombre', { nombre: '  ' }, REGISTER_MSG.nombre],
    [
      'socials',
      { socials: { mdInstagram: 'instagram.com/x', mdSpotify: '', mdSoundcloud: '' } },
      'La URL de Instagram no es válida.',
    ],
  ])('refuses a bad %s with its message and stores nothing', async (_f, over, message) => {
    const u = await t.createUser([0]);
    const before = await rowOf(u.idUsuario);
    const res = await update(
      await t.tokenFor(u.idUsuario),
      profileBody(u.idUsuario, u.correo, over),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
    expect(await rowOf(u.idUsuario)).toEqual(before);
  });

  it("stores an organiser's payout details (CUIT and CBU as digits) and leaves them when absent", async () => {
    const u = await t.createUser([0, 2]);
    const token = await t.tokenFor(u.idUsuario);
    const res = await update(
      token,
      profileBody(u.idUsuario, u.correo, {
        cdRoles: [0, 2],
        cuit: '20-12345678-6',
        cbu: '0720 0007 8800 0012 3456 78',
        aliasCbu: 'lucia.fiestas',
        banco: 'Banco Santander',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().usuario).toMatchObject({
      cuit: '20123456786',
      cbu: '0720000788000012345678',
      aliasCbu: 'lucia.fiestas',
      banco: 'Banco Santander',
    });
    // The spec's body has none of them: they stay.
    expect((await update(token, profileBody(u.idUsuario, u.correo))).statusCode).toBe(200);
    const row = await rowOf(u.idUsuario);
    expect([row.cuit, row.cbu, row.aliasCbu, row.banco]).toEqual([
      '20123456786',
      '0720000788000012345678',
      'lucia.fiestas',
      'Banco Santander',
    ]);
  });

  it('keeps the e-mail: another one is refused, the same in other case is fine', async () => {
    const u = await t.createUser([0]);
    const token = await t.tokenFor(u.idUsuario);
    const refused = await update(
      token,
      profileBody(u.idUsuario, 'otra@pulso.test', { nombre: 'Cambiado' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(PROFILE_MSG.correoNoModificable);
    expect((await rowOf(u.idUsuario)).nombre).toBe('Test');
    const same = await update(token, profileBody(u.idUsuario, u.correo.toUpperCase()));
    expect(same.statusCode).toBe(200);
    expect((await rowOf(u.idUsuario)).correo).toBe(u.correo);
  });

  it('never lets a user grant themself roles', async () => {
    const u = await t.createUser([0]);
    const res = await update(
      await t.tokenFor(u.idUsuario),
      profileBody(u.idUsuario, u.correo, { cdRoles: [0, 1, 2] }),
    );
    expect(res.statusCode).toBe(200);
    expect(await rolesOf(u.idUsuario)).toEqual([0]);
    expect(res.json().usuario.roles).toEqual([{ cdRol: 0, dsRol: 'Usuario' }]);
  });

  it('lets an administrator change roles (not to none) and other fields of anyone', async () => {
    const admin = await t.createUser([1]);
    const u = await t.createUser([0]);
    const token = await t.tokenFor(admin.idUsuario);
    const res = await update(token, profileBody(u.idUsuario, u.correo, { cdRoles: [0, 2] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolesOf(u.idUsuario)).toEqual([0, 2]);
    const none = await update(token, profileBody(u.idUsuario, u.correo, { cdRoles: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(PROFILE_MSG.rolesVacios);
    expect(await rolesOf(u.idUsuario)).toEqual([0, 2]);
    const missing = await update(token, profileBody(999_999, 'x@pulso.test'));
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [{ dni: '12' }, 'dni', PROFILE_MSG.dni],
    [{ telefono: '011 15 abc' }, 'telefono', CHECKOUT_MSG.telefono],
    [{ dtNacimiento: '2031-05-04' }, 'dtNacimiento', CHECKOUT_MSG.dtNacimientoInvalida],
    [{ dtNacimiento: '2018-01-10' }, 'dtNacimiento', CHECKOUT_MSG.edad],
  ])(
    'refuses what the checkout would refuse (%o) with a Spanish 400 and changes nothing',
    async (over, field, message) => {
      const u = await t.createUser([0]);
      const token = await t.tokenFor(u.idUsuario);
      expect((await update(token, profileBody(u.idUsuario, u.correo))).statusCode).toBe(200);
      const before = await rowOf(u.idUsuario);
      const res = await update(
        token,
        profileBody(u.idUsuario, u.correo, { ...over, nombre: 'Otro nombre' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
      expect(await rowOf(u.idUsuario)).toEqual(before);
    },
  );

  it("refuses another user's profile with 403 and changes nothing", async () => {
    const owner = await t.createUser([0]);
    const other = await t.createUser([0, 2]);
    const before = await rowOf(owner.idUsuario);
    const res = await update(
      await t.tokenFor(other.idUsuario),
      profileBody(owner.idUsuario, owner.correo),
    );
    expect(res.statusCode).toBe(403);
    expect(await rowOf(owner.idUsuario)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/UpdateUsuario',
      payload: profileBody(1, 'a@pulso.test'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /Usuario/DeleteUsuario/:id', () => {
  const del = (token: string, id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Usuario/DeleteUsuario/${id}`,
      headers: bearer(token),
    });

  /** A person with everything an account collects: marks, a photo, a reset link, an order. */
  async function personWithHistory() {
    const u = await t.createUser([0, 2]);
    const db = t.database.db;
    const idArtista = await insertArtista(db, { nombre: `Artista de ${u.idUsuario}` });
    const evento = await insertEvento(db, {
      idUsuario: u.idUsuario,
      nombre: `Evento de ${u.idUsuario}`,
      dias: ['2030-03-01T23:00:00-03:00'],
      entradas: [{ cdTipo: 0, precio: 10000, cantidad: 50 }],
    });
    await db.insert(eventosFavoritos).values({ idUsuario: u.idUsuario, idEvento: evento.idEvento });
    await db.insert(artistaLikes).values({ idUsuario: u.idUsuario, idArtista });
    const photo = await saveMediaFile(db, t.mediaStore, {
      idEntidadMedia: `usuario-${u.idUsuario}`,
      bytes: png,
      mime: 'image/png',
    });
    await db.insert(passwordResets).values({
      idUsuario: u.idUsuario,
      tokenHash: `hash-${u.idUsuario}`,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const [orden] = await db
      .insert(ordenes)
      .values({
        idUsuario: u.idUsuario,
        idEvento: evento.idEvento,
        estado: 'pagada',
        subtotal: 20000,
        cargoServicio: 2000,
        total: 22000,
        holdExpiresAt: new Date(),
        idempotencyKey: `k-${u.idUsuario}`,
        requestHash: 'h',
        provider: 'sandbox',
        compradorNombre: 'Lucía',
        compradorApellido: 'Fernández',
        compradorTipoId: 'DNI',
        compradorNumeroId: '35111222',
        compradorTelefono: '1144443333',
      })
      .returning();
    return { ...u, photo, idOrden: orden!.idOrden };
  }

  it('erases the person, keeps the row and the order amounts, and ends every session', async () => {
    const p = await personWithHistory();
    const db = t.database.db;
    const token = await t.login(p.correo, p.password);
    const otherDevice = await t.login(p.correo, p.password);

    const res = await del(token, p.idUsuario);
    expect(res.statusCode, res.body).toBe(204);

    const row = await rowOf(p.idUsuario);
    expect(row).toMatchObject({
      nombre: CUENTA_ELIMINADA.nombre,
      apellido: CUENTA_ELIMINADA.apellido,
      correo: `eliminado-${p.idUsuario}@pulso.invalid`,
      passwordHash: null,
      googleSub: null,
      dni: '',
      telefono: '',
      cbu: '',
      bio: '',
      dtNacimiento: null,
      direccion: '',
      provinciaNombre: '',
      mdInstagram: '',
    });
    expect(row.eliminadoAt).toBeInstanceOf(Date);
    expect(await rolesOf(p.idUsuario)).toEqual([]);
    const count = async (table: typeof eventosFavoritos | typeof artistaLikes) =>
      (await db.select().from(table).where(eq(table.idUsuario, p.idUsuario))).length;
    expect(await count(eventosFavoritos)).toBe(0);
    expect(await count(artistaLikes)).toBe(0);
    expect(
      await db.select().from(passwordResets).where(eq(passwordResets.idUsuario, p.idUsuario)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(media)
        .where(eq(media.idEntidadMedia, `usuario-${p.idUsuario}`)),
    ).toEqual([]);
    expect(await t.mediaStore.get(p.photo.storageKey!)).toBeNull();

    const [orden] = await db.select().from(ordenes).where(eq(ordenes.idOrden, p.idOrden));
    expect(orden).toMatchObject({
      idUsuario: p.idUsuario,
      subtotal: 20000,
      cargoServicio: 2000,
      total: 22000,
      estado: 'pagada',
      compradorNombre: null,
      compradorApellido: null,
      compradorTipoId: null,
      compradorNumeroId: null,
      compradorTelefono: null,
    });

    const live = await db.select().from(sesiones).where(eq(sesiones.idUsuario, p.idUsuario));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    for (const old of [token, otherDevice]) {
      const me = await t.app.inject({ url: '/api/v1/Security/Me', headers: bearer(old) });
      expect(me.statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Login',
      payload: { usuario: p.correo, pass: p.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().detail).toBe(MSG.credencialesInvalidas);
  });

  it("keeps each payment's facts but not who paid, and drops the mails to the old address", async () => {
    const p = await personWithHistory();
    const db = t.database.db;
    // What MercadoPago answers about a payment (trimmed): facts of the payment, and the payer.
    const payment = {
      id: 1234567890,
      status: 'approved',
      status_detail: 'accredited',
      external_reference: String(p.idOrden),
      transaction_amount: 22000,
      currency_id: 'ARS',
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      installments: 1,
      date_created: '2030-01-01T12:00:00.000-03:00',
      date_approved: '2030-01-01T12:00:05.000-03:00',
      payer: {
        email: p.correo,
        first_name: 'Lucía',
        last_name: 'Fernández',
        identification: { type: 'DNI', number: '35111222' },
        phone: { area_code: '11', number: '44443333' },
      },
      card: { last_four_digits: '4242', cardholder: { name: 'LUCIA FERNANDEZ' } },
      additional_info: { ip_address: '190.0.0.1' },
      metadata: { nota: 'Lucía' },
    };
    await db.insert(pagos).values({
      provider: 'mercadopago',
      providerPaymentId: String(payment.id),
      idOrden: p.idOrden,
      status: 'approved',
      amount: 22000,
      raw: payment,
    });
    await db.insert(outbox).values([
      { destinatario: p.correo, asunto: 'Tus entradas', cuerpo: 'Hola Lucía:', sentAt: new Date() },
      { destinatario: p.correo.toUpperCase(), asunto: 'Pendiente', cuerpo: 'Hola Lucía:' },
      { destinatario: 'otra@pulso.test', asunto: 'Para otra persona', cuerpo: 'Hola Marta:' },
    ]);

    expect((await del(await t.tokenFor(p.idUsuario), p.idUsuario)).statusCode).toBe(204);

    const [pago] = await db.select().from(pagos).where(eq(pagos.idOrden, p.idOrden));
    expect(pago).toMatchObject({ status: 'approved', amount: 22000, provider: 'mercadopago' });
    const {
      payer: _payer,
      card: _card,
      additional_info: _info,
      metadata: _meta,
      ...facts
    } = payment;
    expect(pago!.raw).toEqual(facts);
    expect(JSON.stringify(pago!.raw)).not.toMatch(/Lucía|LUCIA|35111222|4242|@/);
    const mails = await db.select().from(outbox);
    expect(mails.filter((m) => m.destinatario.toLowerCase() === p.correo.toLowerCase())).toEqual(
      [],
    );
    expect(mails.map((m) => m.destinatario)).toContain('otra@pulso.test');
  });

  it("refuses another user's account with 403 and leaves it untouched", async () => {
    const owner = await t.createUser([0]);
    const other = await t.createUser([0, 2]);
    const res = await del(await t.tokenFor(other.idUsuario), owner.idUsuario);
    expect(res.statusCode).toBe(403);
    expect((await rowOf(owner.idUsuario)).eliminadoAt).toBeNull();
    expect(await rolesOf(owner.idUsuario)).toEqual([0]);
  });

  it('lets an administrator delete an account, once', async () => {
    const admin = await t.createUser([1]);
    const u = await t.createUser([0]);
    const token = await t.tokenFor(admin.idUsuario);
    expect((await del(token, u.idUsuario)).statusCode).toBe(204);
    expect((await rowOf(u.idUsuario)).correo).toBe(`eliminado-${u.idUsuario}@pulso.invalid`);
    const again = await del(token, u.idUsuario);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(MSG.usuarioNoEncontrado);
  });
});
