/**
 * Every UI text is translated: each message the source holds is in every catalog's pt-BR and en
 * files, pt-BR's translation is not empty (en may stay empty: the source text is English), and no
 * catalog keeps a message the source no longer has. Reads the source the way `lingui extract`
 * does (lingui.config.ts) without writing anything; exits 1 with the list when one is off.
 * The fix is `npm run i18n:extract`, then the missing pt-BR texts.
 */
import path from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

interface Gap {
  file: string
  problem: 'missing' | 'untranslated' | 'obsolete'
  message: string
  origin?: string
}

// The default language: its texts must be written; en falls back to the English source.
const translatedLocale = 'pt-BR'
const config = getConfig({ cwd: process.cwd() })
const gaps: Gap[] = []

for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {}
  const existing = await catalog.readAll()
  for (const locale of catalog.locales) {
    const file = path.relative(process.cwd(), catalog.getFilename(locale))
    const messages = existing[locale] ?? {}
    for (const [id, source] of Object.entries(extracted)) {
      const found = messages[id]
      const origin = source.origin?.[0]?.[0]
      if (!found || found.obsolete) gaps.push({ file, problem: 'missing', message: source.message ?? id, origin })
      else if (locale === translatedLocale && !found.translation) gaps.push({ file, problem: 'untranslated', message: source.message ?? id, origin })
    }
    for (const [id, message] of Object.entries(messages)) {
      if (!(id in extracted)) gaps.push({ file, problem: 'obsolete', message: message.message ?? id })
    }
  }
}

if (gaps.length === 0) {
  console.log('Catalogs complete: every message is in pt-BR and en, translated to pt-BR, none obsolete.')
} else {
  for (const gap of gaps) console.log(`${gap.file}: ${gap.problem}: "${gap.message}"${gap.origin ? ` (${gap.origin})` : ''}`)
  console.log(`\n${gaps.length} catalog gaps. Run \`npm run i18n:extract\`, then fill the pt-BR msgstr of the new messages.`)
  process.exit(1)
}
