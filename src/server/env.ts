import * as v from 'valibot'
import path from 'node:path'

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Roteiro <nao-responda@roteiro.local>'),
  CONTACT_INBOX: v.optional(v.pipe(v.string(), v.email()), 'atendimento@roteiro.local'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:3000'),
  SEED_DEMO: v.optional(v.picklist(['true', 'false']), 'true'),
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Serve the built PWA from dist/ (off under `npm run dev`, where Vite serves it). */
  SERVE_CLIENT: v.optional(v.picklist(['true', 'false']), 'true'),
})

export type Env = v.InferOutput<typeof envSchema> & { dataDir: string }

/** The only reader of process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = v.safeParse(envSchema, source)
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return { ...result.output, dataDir: path.resolve(result.output.DATA_DIR) }
}
