#!/usr/bin/env node
// `minio server DIR`: s3rver on port 9000 keeping its objects in DIR, taking MINIO_ROOT_USER's
// key. s3rver checks that a request's key exists but not its SigV4 signature.
const S3rver = require('s3rver')
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account')

const [command, directory] = process.argv.slice(2)
if (command !== 'server' || !directory) {
  console.error('usage: minio server DIR')
  process.exit(2)
}
const user = process.env.MINIO_ROOT_USER
const password = process.env.MINIO_ROOT_PASSWORD
if (!user || !password) {
  console.error('minio: MINIO_ROOT_USER and MINIO_ROOT_PASSWORD must be set')
  process.exit(1)
}
DUMMY_ACCOUNT.createKeyPair(user, password)
// Path-style only: with virtual-host buckets on, s3rver takes the host name (`minio`) for a bucket.
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory, silent: true, vhostBuckets: false })
server.run().then(() => console.log(`minio (s3rver stand-in): listening on :9000, objects in ${directory}`))
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close().then(() => process.exit(0)))
