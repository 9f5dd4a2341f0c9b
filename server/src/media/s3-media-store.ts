import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type MediaStore } from './media-store';

export interface S3MediaStoreOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, Ceph...); unset or null: AWS itself. */
  endpoint?: string | null;
  region: string;
  /** Both or neither; unset: the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (what most self-hosted stores need). */
  forcePathStyle: boolean;
  /** Folder inside the bucket every key goes under (`media`, `pulso/media`); none: the root. */
  prefix?: string | null;
}

export interface S3MediaStore extends MediaStore {
  /** Closes the client's kept-alive connections. */
  destroy(): void;
}

/**
 * A missing object. Not NoSuchBucket (also a 404): a wrong bucket is a configuration error and
 * must fail loudly, not look like an empty store. AWS answers 403, not 404, for a missing key
 * when the credentials lack s3:ListBucket; that stays an error too (README "Configuration").
 */
function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  if (err.name === 'NoSuchKey' || err.name === 'NotFound') return true;
  return err.$metadata.httpStatusCode === 404 && err.name !== 'NoSuchBucket';
}

/** Media bytes in an S3-compatible bucket, so every instance of the server sees the same files. */
export function createS3MediaStore(options: S3MediaStoreOptions): S3MediaStore {
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) assertSafeKey(prefix);
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey))
    throw new Error('S3 media store: set both accessKeyId and secretAccessKey, or neither');
  const endpoint = options.endpoint || undefined;
  const client = new S3Client({
    region: options.region,
    endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK waits forever by default; a stalled store must not hold media requests open.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
    },
    // Since 3.729 the SDK adds CRC32 checksum headers by default, which several S3-compatible
    // services reject; AWS itself keeps them.
    requestChecksumCalculation: endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
    responseChecksumValidation: endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string): string => {
    assertSafeKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    async put(key, bytes, mime) {
      // One request: the object appears whole or not at all, never half-written.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      try {
        // S3 answers 204 for a key that is not there; some compatible services answer 404.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    destroy() {
      client.destroy();
    },
  };
}
