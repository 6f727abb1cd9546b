import path from 'node:path'
import type { Env } from '../env.ts'
import { s3Storage, type S3Settings } from './s3-storage.ts'
import { diskStorage, type Storage } from './storage.ts'

/** The bucket the S3_* settings name (env.ts refuses half of them), or null for the uploads folder. */
export function s3SettingsFromEnv(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  }
}

/** The S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads (the default). */
export function storageFromEnv(env: Env): Storage {
  const s3 = s3SettingsFromEnv(env)
  return s3 ? s3Storage(s3) : diskStorage(uploadsFolder(env))
}

export const uploadsFolder = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, 'uploads')
