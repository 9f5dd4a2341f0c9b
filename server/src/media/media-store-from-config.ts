import path from 'node:path';
import type { Config } from '../config';
import { createLocalMediaStore, localMediaDir, type MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';

type MediaConfig = Pick<Config, 'dataDir' | 'media'>;

/**
 * The media store the configuration asks for: the S3-compatible bucket when S3_BUCKET is set
 * (what more than one instance needs), otherwise files under DATA_DIR/media.
 */
export function mediaStoreFromConfig(config: MediaConfig): MediaStore {
  return config.media.s3
    ? createS3MediaStore(config.media.s3)
    : createLocalMediaStore(localMediaDir(config.dataDir));
}

/** Which store that is, in Spanish, for the start line (never the credentials). */
export function describeMediaStore(config: MediaConfig): string {
  const s3 = config.media.s3;
  if (!s3) return `disco local en ${path.resolve(localMediaDir(config.dataDir))}`;
  const where = s3.endpoint ?? `AWS, región ${s3.region}`;
  return `bucket S3 ${s3.bucket}${s3.prefix ? `/${s3.prefix}` : ''} (${where})`;
}
