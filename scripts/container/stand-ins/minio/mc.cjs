#!/usr/bin/env node
// The MinIO client commands compose.yaml uses: `mc ready local`, `mc alias set NAME URL USER
// PASSWORD`, `mc mb [--ignore-existing] NAME/BUCKET`. Requests are signed with SigV4 as mc signs.
const { createHash, createHmac } = require('node:crypto')
const { readFileSync, writeFileSync } = require('node:fs')

const aliasesFile = '/tmp/mc-aliases.json'
const readAliases = () => {
  try {
    return JSON.parse(readFileSync(aliasesFile, 'utf8'))
  } catch {
    return {}
  }
}
const sha256 = (text) => createHash('sha256').update(text).digest('hex')
const hmac = (key, text) => createHmac('sha256', key).update(text).digest()

function signedHeaders(method, url, user, password) {
  const date = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '')
  const scope = `${date.slice(0, 8)}/us-east-1/s3/aws4_request`
  const payload = sha256('')
  const headers = { host: url.host, 'x-amz-content-sha256': payload, 'x-amz-date': date }
  const names = Object.keys(headers).join(';')
  const canonicalHeaders = Object.entries(headers)
    .map(([name, value]) => `${name}:${value}\n`)
    .join('')
  const canonical = [method, url.pathname, '', canonicalHeaders, names, payload].join('\n')
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n')
  let key = hmac(`AWS4${password}`, date.slice(0, 8))
  for (const part of ['us-east-1', 's3', 'aws4_request']) key = hmac(key, part)
  const signature = createHmac('sha256', key).update(toSign).digest('hex')
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${user}/${scope}, SignedHeaders=${names}, Signature=${signature}` }
}

// The bucket job may start before the store listens (podman-compose 1.0.3 does not wait for
// `service_healthy`): requests are tried for up to a minute.
async function request(method, url, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, { method, headers })
    } catch (error) {
      if (attempt >= 60) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

async function main([command, ...args]) {
  if (command === 'ready' && args[0] === 'local') {
    await fetch('http://127.0.0.1:9000/')
    return
  }
  if (command === 'alias' && args[0] === 'set' && args.length === 5) {
    const [, name, url, user, password] = args
    writeFileSync(aliasesFile, JSON.stringify({ ...readAliases(), [name]: { url, user, password } }))
    console.log(`Added \`${name}\` successfully.`)
    return
  }
  if (command === 'mb') {
    const ignoreExisting = args.includes('--ignore-existing')
    const [name, bucket] = args.find((arg) => !arg.startsWith('--')).split('/')
    const alias = readAliases()[name]
    if (!alias) throw new Error(`mc: no alias ${name}`)
    const url = new URL(`/${bucket}`, alias.url)
    const response = await request('PUT', url, signedHeaders('PUT', url, alias.user, alias.password))
    const body = await response.text()
    if (response.ok || (ignoreExisting && body.includes('BucketAlreadyOwnedByYou'))) {
      console.log(`Bucket created successfully \`${name}/${bucket}\`.`)
      return
    }
    throw new Error(`mc: ${response.status} ${body}`)
  }
  throw new Error(`mc stand-in: unsupported command: ${[command, ...args].join(' ')}`)
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message)
  process.exit(1)
})
