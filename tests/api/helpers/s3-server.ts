import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Settings } from '../../../src/server/storage/s3-storage.ts'

export interface TestS3Server {
  /** http://127.0.0.1:<port>, what S3_ENDPOINT would say. */
  endpoint: string
  /** The settings of one of its buckets (a name it was not started with is a missing bucket). */
  settings(bucket: string, overrides?: Partial<S3Settings>): S3Settings
  /** What the bucket holds for a key: its type, cache header and size, as S3 answers HeadObject. */
  head(bucket: string, key: string): Promise<{ contentType?: string; cacheControl?: string; size?: number }>
  close(): Promise<void>
}

// s3rver takes any signature made with these (its documented default keys).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, on a port the kernel picks when it listens
 * (no window for another process to take it), its objects in a temp folder. One per test file.
 */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'roteiro-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const settings = (bucket: string, overrides: Partial<S3Settings> = {}): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials,
    publicUrl: null,
    ...overrides,
  })
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials })
  return {
    endpoint,
    settings,
    async head(bucket, key) {
      const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      return { contentType: object.ContentType, cacheControl: object.CacheControl, size: object.ContentLength }
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
