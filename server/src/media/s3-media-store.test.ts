import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { media } from '../db/schema/index';
import { createSessionsService } from '../modules/security/sessions-service';
import { createTokenSigner } from '../modules/security/tokens';
import { createUsuariosService } from '../modules/usuarios/usuarios-service';
import { startLoopbackS3, type LoopbackS3 } from '../test/loopback-s3';
import { multipartBody } from '../test/organiser-fixtures';
import { TEST_SANDBOX_SECRET, UNREACHABLE_GEO_API_URL } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { describeMediaStore, mediaStoreFromConfig } from './media-store-from-config';
import { variantKey } from './media-variants';
import { createS3MediaStore, type S3MediaStore, type S3MediaStoreOptions } from './s3-media-store';

let s3: LoopbackS3;
const stores: S3MediaStore[] = [];

function storeFor(overrides: Partial<S3MediaStoreOptions> = {}): S3MediaStore {
  const store = createS3MediaStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  s3 = await startLoopbackS3();
});

afterAll(async () => {
  for (const store of stores) store.destroy();
  await s3?.close();
});

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 253, 254, 255,
]);

describe('S3 media store', () => {
  it('round-trips bytes with their content type; a missing key is null', async () => {
    const store = storeFor();
    await store.put('evento-1/a.png', PNG, 'image/png');
    expect(await store.get('evento-1/a.png')).toEqual(PNG);
    expect(await s3.stored('evento-1/a.png')).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect(await store.get('evento-1/nunca.png')).toBeNull();
  });

  it('returns null once removed, and removing twice is fine', async () => {
    const store = storeFor();
    await store.put('evento-2/b.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'application/pdf');
    await store.remove('evento-2/b.pdf');
    expect(await store.get('evento-2/b.pdf')).toBeNull();
    expect(await s3.stored('evento-2/b.pdf')).toBeNull();
    await store.remove('evento-2/b.pdf');
    await store.remove('evento-2/nunca-existio.pdf');
  });

  it('keeps every key under the prefix', async () => {
    const store = storeFor({ prefix: '/pulso/media/' });
    await store.put('artista-3/c.png', PNG, 'image/png');
    expect((await s3.stored('pulso/media/artista-3/c.png'))?.bytes).toEqual(PNG);
    expect(await s3.stored('artista-3/c.png')).toBeNull();
    expect(await store.get('artista-3/c.png')).toEqual(PNG);
    await store.remove('artista-3/c.png');
    expect(await s3.stored('pulso/media/artista-3/c.png')).toBeNull();
  });

  it('refuses keys that could leave their place, before any request', async () => {
    const store = storeFor();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', '', 'a//b', './a', 'C:/x']) {
      await expect(store.put(key, PNG, 'image/png'), key).rejects.toThrow(/Invalid media key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid media key/);
      await expect(store.remove(key), key).rejects.toThrow(/Invalid media key/);
    }
    expect(() => storeFor({ prefix: 'a/../b' })).toThrow(/Invalid media key/);
  });

  it('fails loudly on a wrong secret (the peer checks SigV4) or a missing bucket', async () => {
    const forged = storeFor({ secretAccessKey: 'not-the-secret' });
    await expect(forged.put('evento-1/x.png', PNG, 'image/png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(forged.get('evento-1/a.png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    // A 404 for the bucket is a configuration error, not an empty store.
    const elsewhere = storeFor({ bucket: 'no-such-bucket' });
    await expect(elsewhere.get('evento-1/a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pulso-datos' } as const;

  it('is local disk without S3_BUCKET', () => {
    const config = loadConfig(base);
    expect(config.media.s3).toBeNull();
    expect(describeMediaStore(config)).toBe('disco local en /tmp/pulso-datos/media');
  });

  it('reads the bucket, path style by default with an endpoint, virtual-hosted on AWS', () => {
    const custom = loadConfig({
      ...base,
      S3_BUCKET: 'medios',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_PREFIX: 'pulso/',
    });
    expect(custom.media.s3).toEqual({
      bucket: 'medios',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
      prefix: 'pulso',
    });
    expect(describeMediaStore(custom)).toBe('bucket S3 medios/pulso (http://127.0.0.1:9000)');
    const aws = loadConfig({ ...base, S3_BUCKET: 'medios', S3_REGION: 'sa-east-1' });
    expect(aws.media.s3).toMatchObject({
      endpoint: null,
      region: 'sa-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
      prefix: null,
    });
    expect(describeMediaStore(aws)).toBe('bucket S3 medios (AWS, región sa-east-1)');
    const virtualHosted = loadConfig({
      ...base,
      S3_BUCKET: 'medios',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosted.media.s3?.forcePathStyle).toBe(false);
  });

  it('refuses S3 settings without S3_BUCKET, half a key pair and a bad endpoint', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid configuration:\n {2}S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    expect(() =>
      loadConfig({ ...base, S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto' }),
    ).toThrow(/S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'medios', S3_ACCESS_KEY_ID: 'clave' })).toThrow(
      /^Invalid configuration:\n {2}S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: set both/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'medios', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /^Invalid configuration:\n {2}S3_ENDPOINT: /,
    );
  });
});

describe('the app with its media in S3', () => {
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  let idUsuario: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      STATIC_DIR: '',
      SSR_DIR: '',
      GEO_API_URL: UNREACHABLE_GEO_API_URL,
      SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PREFIX: 'app',
    });
    const mediaStore = mediaStoreFromConfig(config);
    stores.push(mediaStore as S3MediaStore);
    app = await buildApp(config, { database, mediaStore });
    await app.ready();
    const created = await createUsuariosService(database.db).create({
      nombre: 'Foto',
      apellido: 'En S3',
      correo: `s3-${Date.now()}@pulso.test`,
      dni: '30123456',
      telefono: '1155554444',
      password: 'clave1234',
      dtNacimiento: '1990-05-04',
    });
    idUsuario = created!;
    const session = await createSessionsService(database.db, config.sessionTtlHours).create(
      idUsuario,
      'test',
    );
    token = await createTokenSigner(config.jwtSecret!).sign(
      session.sessionId,
      idUsuario,
      session.expiresAt,
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an uploaded photo in the bucket and serves it back, and its variants', async () => {
    const photo = await sharp({
      create: { width: 48, height: 24, channels: 3, background: { r: 200, g: 30, b: 120 } },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody(
      { IdEntidadMedia: `usuario-${idUsuario}` },
      { field: 'File', filename: 'yo.png', type: 'image/png', bytes: photo },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/Media',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ idMedia: number; url: string }>();

    const listed = await app.inject({ url: `/api/v1/Media?IdEntidadMedia=usuario-${idUsuario}` });
    expect(listed.json<{ media: Array<{ url: string }> }>().media.map((m) => m.url)).toEqual([url]);
    const [row] = await database.db
      .select()
      .from(media)
      .where(eq(media.idEntidadMedia, `usuario-${idUsuario}`));
    const inBucket = await s3.stored(`app/${row!.storageKey}`);
    expect(inBucket?.contentType).toBe(row!.mime);

    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(row!.mime);
    expect(new Uint8Array(served.rawPayload)).toEqual(inBucket!.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 48, height: 24 });

    // A resized copy is made on first request and kept in the bucket beside the original.
    const small = await app.inject({ url: `${url}?w=320` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    const variant = await s3.stored(`app/${variantKey(row!.storageKey!, 320)}`);
    expect(variant?.contentType).toBe('image/webp');
    expect(new Uint8Array(small.rawPayload)).toEqual(variant!.bytes);
  });
});
