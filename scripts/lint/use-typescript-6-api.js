import Module from 'node:module'

/**
 * typescript-eslint and openapi-typescript (scripts/api-types.ts) read and write TypeScript
 * through its compiler API, which TypeScript 7 (the native `tsc` this project checks with) does
 * not ship yet (typescript-eslint/typescript-eslint#10940). TypeScript 6 is installed beside it
 * as `typescript6`; this sends their own `require('typescript')` there, so `tsc` and every other
 * tool keep TypeScript 7. docs/DECISIONS.md, "Lint and format", says why.
 */
const typescriptApiUserFile = /[\\/]node_modules[\\/](?:typescript-eslint|@typescript-eslint[\\/][^\\/]+|ts-api-utils|openapi-typescript)[\\/]/
const resolveFilename = Module._resolveFilename

Module._resolveFilename = function (request, parent, ...rest) {
  const fromApiUser = typescriptApiUserFile.test(parent?.filename ?? '')
  const target = fromApiUser && /^typescript(\/|$)/.test(request) ? request.replace(/^typescript/, 'typescript6') : request
  return resolveFilename.call(this, target, parent, ...rest)
}
