import { GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { cacheControlOf, contentTypeOf } from './file-headers.ts'
import { isSafeKey, type Storage } from './storage.ts'

export interface S3Settings {
  bucket: string
  region: string
  /** MinIO, R2, s3rver…; null: AWS's own endpoint for the region. */
  endpoint: string | null
  /** Bucket in the path (http://host/bucket/key) instead of the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean
  /** Null: the SDK's default chain (an instance or task role, AWS_PROFILE…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null
  /** Where browsers fetch objects themselves (a CDN or the bucket's public address); null: through /uploads. */
  publicUrl: string | null
}

export interface S3Storage extends Storage {
  /** Every object of the bucket with its size, page by page (the migration and the backup walk it). */
  list(): AsyncGenerator<{ key: string; size: number }>
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined)

/** HeadBucket's errors carry no text (a HEAD answer has no body): say which bucket and what went wrong. */
function bucketProblem(bucket: string, error: unknown): Error {
  const status = statusOf(error)
  const why =
    status === 404 ? 'no such bucket' : status === 403 ? 'access denied (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)' : status ? `answered ${status}` : (error as Error).message
  return new Error(`S3 bucket "${bucket}": ${why}`, { cause: error })
}

/** Files as objects of one S3 bucket (AWS, or any S3-compatible store through `endpoint`), keys unchanged. */
export function s3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // The SDK's newer default checksums (CRC32 on every request and answer) are unknown to many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  return {
    publicUrl: settings.publicUrl ?? undefined,
    async put(key, bytes) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`)
      const ContentType = contentTypeOf(key) ?? 'application/octet-stream'
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType, CacheControl: cacheControlOf(key) }))
    },
    async get(key, conditions) {
      if (!isSafeKey(key)) return null
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: conditions?.ifNoneMatch }))
        if (!object.Body) return null
        return { notModified: false, body: object.Body.transformToWebStream(), size: object.ContentLength ?? 0, etag: object.ETag ?? '' }
      } catch (error) {
        if (statusOf(error) === 304) return { notModified: true }
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null
        throw error
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        throw bucketProblem(Bucket, error)
      })
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}
