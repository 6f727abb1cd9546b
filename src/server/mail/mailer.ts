import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { logger } from '../observability/logger.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  replyTo?: string
}

/** The mail port: SMTP when configured, otherwise .eml files on disk. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}

/** Writes each mail as an .eml file under `dir`, so the embedded default needs no mail server; logs each, with its subject unless told not to. */
export function fileMailer(dir: string, from: string, options: { logSubjects: boolean } = { logSubjects: true }): Mailer {
  mkdirSync(dir, { recursive: true })
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${String(++sequence).padStart(6, '0')}.eml`
      await writeFile(path.join(dir, name), info.message as Buffer)
      logger().info({ to: message.to, ...(options.logSubjects && { subject: message.subject }), file: path.join(dir, name) }, 'Mail written')
    },
  }
}
