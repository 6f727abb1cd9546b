import { Trans } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { isSignedIn, UserType } from '../../../domain/session.ts'
import { useInstallOffer } from '../../features/offline/install-offer.ts'
import { useSession } from '../../session.ts'
import { AccountLink } from '../account-link.tsx'
import { LanguageSwitch } from '../language-switch.tsx'
import { Logo } from '../logo.tsx'
import { Container } from '../plain/layout.tsx'
import styles from './default-layout.module.css'

// Only where the browser offers installation (and never on the first visit, before the service worker).
const InstallAppButton = lazy(() => import('../../features/offline/components/install-app-button.tsx').then((module) => ({ default: module.InstallAppButton })))

const activeProps = { 'aria-current': 'page' as const, className: styles.active }

/** A menu or footer link; the current page stands out. */
function MenuLink({ children, ...props }: LinkProps & { children: ReactNode }) {
  return (
    <Link className={styles.link} activeProps={activeProps} {...props}>
      {children}
    </Link>
  )
}

/** The catalogue, for everybody; an agency's main tool too. One's own pages are in the account menu. */
function MainMenu() {
  const session = useSession()
  return (
    <ul className={styles.menu}>
      <li>
        <MenuLink to="/" activeOptions={{ exact: true }}>
          <Trans>Home</Trans>
        </MenuLink>
      </li>
      {isSignedIn(session) && session.user.type === UserType.agency && (
        <li>
          <MenuLink to="/agency/paymentLinks">
            <Trans>Payment links</Trans>
          </MenuLink>
        </li>
      )}
      <li>
        <MenuLink to="/trips">
          <Trans>Trips</Trans>
        </MenuLink>
      </li>
      <li>
        <MenuLink to="/f1">F1</MenuLink>
      </li>
      <li>
        <MenuLink to="/motogp">MotoGP</MenuLink>
      </li>
      <li>
        <MenuLink to="/user/tripTips">
          <Trans>Travel tips</Trans>
        </MenuLink>
      </li>
      <li>
        <MenuLink to="/contactUs">
          <Trans>Contact</Trans>
        </MenuLink>
      </li>
    </ul>
  )
}

function Footer() {
  const installable = useInstallOffer() !== 'none'
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.footerRow}>
          <div className={styles.about}>
            <Logo />
            <p className={styles.aboutText}>
              <Trans>Excursions, national and international trips, cruises, F1 and MotoGP packages.</Trans>
            </p>
            {installable && (
              <Suspense fallback={null}>
                <InstallAppButton />
              </Suspense>
            )}
          </div>
          <nav aria-label="Roteiro" className={styles.footerNav}>
            <Link to="/aboutUs" className={styles.link}>
              <Trans>About us</Trans>
            </Link>
            <Link to="/faq" className={styles.link}>
              <Trans>FAQ</Trans>
            </Link>
            <Link to="/user/marketing" className={styles.link}>
              <Trans>Guides and products</Trans>
            </Link>
            <Link to="/privacypolicy" className={styles.link}>
              <Trans>Privacy policy</Trans>
            </Link>
            <Link to="/termsOfUse" className={styles.link}>
              <Trans>Terms of use</Trans>
            </Link>
            <Link to="/signupAgency" className={styles.link}>
              <Trans>Become a partner agency</Trans>
            </Link>
          </nav>
        </div>
        <p className={styles.copyright}>© {new Date().getFullYear()} Roteiro Viagens e Turismo Ltda.</p>
      </Container>
    </footer>
  )
}

/** The spec's "default" layout: header with the menu, the page, the footer. Plain CSS: it draws before Chakra loads. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <div className={styles.bar}>
            <Logo />
            <nav aria-label="Menu" className={styles.nav}>
              <MainMenu />
            </nav>
            <div className={styles.actions}>
              <LanguageSwitch />
              <AccountLink />
            </div>
          </div>
        </Container>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
