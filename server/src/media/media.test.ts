import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaOwnerKey, parseMediaOwnerKey } from '../../../shared/domain/media-keys';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { getMediaById, listMedia, saveMediaFile, saveMediaLink } from './media-service';
import { createLocalMediaStore, type MediaStore } from './media-store';

let dir: string;
let store: MediaStore;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pulso-media-'));
  store = createLocalMediaStore(path.join(dir, 'media'));
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('local media store', () => {
  it('round-trips bytes and returns null once removed', async () => {
    await store.put('evento-1/a.png', PNG, 'image/png');
    expect(await store.get('evento-1/a.png')).toEqual(PNG);
    await store.remove('evento-1/a.png');
    expect(await store.get('evento-1/a.png')).toBeNull();
    await store.remove('evento-1/a.png'); // removing twice is fine
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', '', 'a//b', './a', 'C:/x']) {
      await expect(store.put(key, PNG, 'image/png'), key).rejects.toThrow(/Invalid media key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid media key/);
    }
  });
});

describe('media service', () => {
  it('saves a file with its public url and lists it before a later video link', async () => {
    const owner = mediaOwnerKey('artista', 7);
    const saved = await saveMediaFile(database.db, store, {
      idEntidadMedia: owner,
      bytes: PNG,
      mime: 'image/png',
      width: 1,
      height: 1,
    });
    expect(saved.url).toBe(`/api/v1/Media/file/${saved.idMedia}`);
    expect(saved.storageKey).toMatch(/^artista-7\/[0-9a-f-]{36}\.png$/);
    expect(saved.bytes).toBe(PNG.length);
    expect(await store.get(saved.storageKey!)).toEqual(PNG);
    const link = await saveMediaLink(database.db, {
      idEntidadMedia: owner,
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      mdVideo: true,
    });
    expect(link.storageKey).toBeNull();
    expect((await listMedia(database.db, owner)).map((m) => m.idMedia)).toEqual([
      saved.idMedia,
      link.idMedia,
    ]);
    expect((await getMediaById(database.db, saved.idMedia))?.idEntidadMedia).toBe(owner);
    expect(await getMediaById(database.db, 999999)).toBeNull();
  });

  it('parses owner keys and ignores special ones', () => {
    expect(parseMediaOwnerKey('noticia-12')).toEqual({ kind: 'noticia', id: 12 });
    expect(parseMediaOwnerKey('idCarousel1')).toBeNull();
    expect(parseMediaOwnerKey('evento-0')).toBeNull();
  });
});
