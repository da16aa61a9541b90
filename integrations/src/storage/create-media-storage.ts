import path from 'node:path';
import type { TEnv } from '@atrium/core';
import { DiskMediaStorage } from './disk-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

export type MediaStorageEnv = Pick<
  TEnv,
  'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** S3 when S3_BUCKET is set (the env schema then requires the keys), else `${DATA_DIR}/media` on disk. */
export function createMediaStorage(env: MediaStorageEnv): MediaStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3MediaStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    });
  }
  return new DiskMediaStorage(path.join(path.resolve(env.DATA_DIR), 'media'));
}
