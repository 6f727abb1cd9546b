import type { Env } from '../../env.ts'
import type { PushEndpointPolicy } from './push-endpoint.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** Web Push (docs/NOTIFICATIONS.md). */
export interface PushSettings extends PushEndpointPolicy {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: a pair made once and kept in the database (vapid-keys.ts). */
  vapid: VapidKeys | null
  /** Who the push services may contact about our pushes: a mailto: or https: URL (VAPID_SUBJECT). */
  subject: string
}

const defaultPushSettings: PushSettings = { vapid: null, subject: 'mailto:atendimento@roteiro.local', endpointHosts: [], httpsEndpointsOnly: false }

export const resolvePushSettings = (given: Partial<PushSettings> = {}): PushSettings => ({ ...defaultPushSettings, ...given })

export function pushSettingsFromEnv(env: Env): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_INBOX}`,
    endpointHosts: env.PUSH_ENDPOINT_HOSTS,
    httpsEndpointsOnly: env.NODE_ENV === 'production',
  }
}
