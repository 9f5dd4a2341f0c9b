import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';

/** The part of s3rver (a CommonJS package without types) these tests use. */
interface S3rverStoredObject {
  content: Readable | null;
  metadata: Record<string, string>;
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  store: { getObject(bucket: string, key: string): Promise<S3rverStoredObject | null> };
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverConstructor;

export interface LoopbackS3 {
  /** `http://127.0.0.1:<port>`: path-style only (no wildcard DNS on loopback). */
  endpoint: string;
  region: string;
  bucket: string;
  /** The one key pair the server knows; any other signature is refused (SignatureDoesNotMatch). */
  accessKeyId: string;
  secretAccessKey: string;
  /** An object as the server holds it (read from its own files, not over S3), or null. */
  stored(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on loopback (s3rver: the S3 REST API over HTTP, SigV4 signatures
 * checked, objects kept in a temporary folder). The bucket is made at start: s3rver
 * canonicalises CreateBucket's `/<bucket>/` path without its trailing slash, so the SDK's
 * signature for that one call does not match.
 */
export async function startLoopbackS3(bucket = 'pulso-media'): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pulso-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stored(key) {
      const object = await server.store.getObject(bucket, key);
      if (!object?.content) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.content) chunks.push(chunk as Buffer);
      return {
        bytes: new Uint8Array(Buffer.concat(chunks)),
        contentType: object.metadata['content-type'] ?? '',
      };
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
