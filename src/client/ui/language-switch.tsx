import { useLingui } from '@lingui/react/macro'
import { activateLocale, locales, type Locale } from '../i18n/i18n.ts'
import { attachedGroupClass, Button } from './plain/button.tsx'
import { VisuallyHidden } from './plain/layout.tsx'

const labels: Record<Locale, { short: string; name: string }> = {
  'pt-BR': { short: 'PT', name: 'Português' },
  en: { short: 'EN', name: 'English' },
}

export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  return (
    <div className={attachedGroupClass} role="group" aria-label={t`Language`}>
      {locales.map((locale) => (
        <Button
          key={locale}
          size="xs"
          variant={i18n.locale === locale ? 'solid' : 'outline'}
          aria-pressed={i18n.locale === locale}
          lang={locale}
          title={labels[locale].name}
          onClick={() => void activateLocale(locale)}
        >
          <span aria-hidden>{labels[locale].short}</span>
          <VisuallyHidden>{labels[locale].name}</VisuallyHidden>
        </Button>
      ))}
    </div>
  )
}
