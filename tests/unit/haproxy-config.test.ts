import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { HEALTH_CHECK_PATH } from '../../scripts/lib/cluster.ts'
import { haproxyConfig } from '../../scripts/lib/haproxy.ts'

// compose.yaml's load balancer runs deploy/haproxy.cfg; the local topology (npm run cluster, the
// tests, the flash-sale bench) generates its own. Both must be the same configuration, so what the
// tests prove holds for compose: the file is the generator's output for compose's services, below
// a comment. When this fails, write the expected text into the file.
test('deploy/haproxy.cfg is the configuration the local topology is tested with, for compose', () => {
  const file = readFileSync(path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg'), 'utf8')
  const expected = haproxyConfig({
    bind: '*:8080',
    backends: [
      { name: 'app1', address: 'app1:3000' },
      { name: 'app2', address: 'app2:3000' },
    ],
    healthPath: HEALTH_CHECK_PATH,
    containerDns: true,
  })

  expect(file.replace(/^(#.*\n)+\n/, '')).toBe(expected)
})
