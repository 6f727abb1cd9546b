/**
 * The arrows between src's folders: client → domain ← server. The client and the server never
 * import each other, and the domain (the rules both sides run) imports neither, nor a UI, a
 * database or a runtime of one side. Imports are relative (no path aliases), so a relative path
 * with a `server` (or `client`) folder in it, written from the other side, is the crossing.
 * `import()` is checked too: a lazy import crosses as much as a static one.
 */

/** A relative path through a folder named `name` (`../server/app.ts`, not `../db/client.ts`). */
const throughFolder = (name) => String.raw`^\.{1,2}/(?:.*/)?${name}(?:/|$)`

const clientImportsServer = {
  regex: throughFolder('server'),
  message: 'src/client never imports src/server: share the shape through src/domain (docs/DECISIONS.md, "Lint, format and validate").',
}
const serverImportsClient = {
  regex: throughFolder('client'),
  message: 'src/server never imports src/client: share the shape through src/domain (docs/DECISIONS.md, "Lint, format and validate").',
}
const domainImportsASide = {
  regex: throughFolder('(?:client|server)'),
  message: 'src/domain imports neither src/client nor src/server: both sides import it.',
}
/** What only one side runs: the UI, the database, the HTTP server, Node's own modules. */
const domainImportsARuntime = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@chakra-ui/*',
    '@emotion/*',
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    'pg/*',
    '@electric-sql/*',
    'hono',
    'hono/*',
    '@hono/*',
    'node:*',
  ],
  message: 'src/domain is plain TypeScript both sides run: no React, Chakra, database, Hono or Node modules.',
}

/** The same patterns for `import('...')`, which no-restricted-imports does not see (a selector's regex cannot hold a `/`). */
const noLazyImport = (regex, message) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\x2F`)}/]`, message })

export const boundaries = [
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [clientImportsServer] }],
      'no-restricted-syntax': ['error', noLazyImport(clientImportsServer.regex, clientImportsServer.message)],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImportsClient] }],
      'no-restricted-syntax': ['error', noLazyImport(serverImportsClient.regex, serverImportsClient.message)],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [domainImportsASide, domainImportsARuntime] }],
      'no-restricted-syntax': ['error', noLazyImport(domainImportsASide.regex, domainImportsASide.message)],
    },
  },
]
