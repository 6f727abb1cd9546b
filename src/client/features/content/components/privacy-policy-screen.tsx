import { Trans, useLingui } from '@lingui/react/macro'
import { FISCAL_RETENTION_YEARS } from '../../../../domain/my-data.ts'
import { NavLink } from '../../../ui/nav-link.tsx'
import { agency } from '../agency.ts'
import { BulletList, ContentLayout, ExternalLink, Paragraph, Section } from './content-layout.tsx'

const inlineLink = { variant: 'underline', display: 'inline' } as const

export function PrivacyPolicyScreen() {
  const { t } = useLingui()
  const { legalName, cnpj, street, district, city, zip, privacyEmail, dpoName } = agency
  const privacyMail = <ExternalLink href={`mailto:${privacyEmail}`}>{privacyEmail}</ExternalLink>
  const years = FISCAL_RETENTION_YEARS
  return (
    <ContentLayout title={t`Privacy policy`} subtitle={t`Last updated on November 25, 2026.`}>
      <Section title={t`1. Who we are`}>
        <Paragraph>
          <Trans>
            This policy explains how {legalName} ("Roteiro", "we"), CNPJ {cnpj}, with its office at {street}, {district}, {city}, CEP {zip}, processes personal data when you use
            our website and app and when you buy our trips. Roteiro is the controller of this data, as defined in the Brazilian General Data Protection Law (LGPD, Lei nº
            13.709/2018).
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`2. The data we collect`}>
        <BulletList>
          <li>
            <Trans>
              <strong>Account:</strong> name, email, phone, date of birth and password (we keep only an irreversible hash of it).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Identification and billing:</strong> CPF and address, and the payer's data when the payer is not the traveller.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Travellers:</strong> full name, document number, date of birth and whatever else the suppliers of the trip require. If you tell us about a health condition, a
              dietary restriction or an accessibility need, we use it only to provide the service you asked for.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Purchases:</strong> the trips and options bought, amounts, payment method, installments and the status of each order.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payments:</strong> card details go straight from your device to the payment gateway, which returns a token; we never receive or store your card number or
              security code. For Pix and boleto we keep the charge reference and its status.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Navigation:</strong> IP address, date and time of access, browser and device type, pages visited and error records.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Communications:</strong> the messages you send us through the contact form, email or WhatsApp.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Partner agencies:</strong> the agency's and its representative's details, CPF or CNPJ, seller code and commission.
            </Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`3. Why we use it and on what legal basis`}>
        <Paragraph>
          <Trans>We process personal data only on the legal bases of article 7 of the LGPD:</Trans>
        </Paragraph>
        <BulletList>
          <li>
            <Trans>
              <strong>Performance of a contract</strong> (art. 7, V): to create and keep your account, sell and deliver the trip, issue vouchers, send the travellers' data to the
              suppliers and answer you.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Legal or regulatory obligation</strong> (art. 7, II): tax records and invoices, the access records that the Marco Civil da Internet (Lei nº 12.965/2014)
              requires us to keep, and requests from competent authorities.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Exercise of rights</strong> (art. 7, VI): to keep the records we may need in administrative or court proceedings.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Legitimate interest</strong> (art. 7, IX): to keep the service secure, prevent fraud, fix errors, improve the app and tell customers about trips similar to
              the ones they bought, always with a way to opt out, and never against your fundamental rights.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Consent</strong> (art. 7, I, and art. 11, I, for sensitive data): for marketing messages to people who are not our customers and for sensitive data you choose
              to give us. You may withdraw consent at any time.
            </Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`4. Who we share it with`}>
        <Paragraph>
          <Trans>We never sell personal data. We share only what each recipient needs:</Trans>
        </Paragraph>
        <BulletList>
          <li>
            <Trans>payment gateways, card networks and banks, to process your payment and prevent fraud;</Trans>
          </li>
          <li>
            <Trans>airlines, hotels, cruise lines, coach companies, tour operators, local agencies and insurers, to deliver the trip you bought;</Trans>
          </li>
          <li>
            <Trans>the partner agency that sold you the trip, when that is the case;</Trans>
          </li>
          <li>
            <Trans>providers of hosting, email and customer service, who act on our instructions and under contract;</Trans>
          </li>
          <li>
            <Trans>public authorities, such as immigration, courts and the ANPD, when the law requires it.</Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`5. International transfer`}>
        <Paragraph>
          <Trans>
            When you travel abroad, we must send the travellers' data to suppliers in the destination country so that the trip can happen (art. 33, IX, of the LGPD). Some of our
            technology providers may keep data on servers outside Brazil; in that case we require the safeguards the LGPD provides for, such as the standard contractual clauses
            approved by the ANPD.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`6. How long we keep it`}>
        <BulletList>
          <li>
            <Trans>Account data: while your account is open.</Trans>
          </li>
          <li>
            <Trans>
              Purchases, payments and invoices: for {years} years after the trip, the period in which taxes may still be assessed and collected (Código Tributário Nacional, arts.
              173 and 174) and consumer claims made (CDC, art. 27). This holds after you delete your account too, with the orders anonymized.
            </Trans>
          </li>
          <li>
            <Trans>Access records: 6 months, as required by article 15 of the Marco Civil da Internet.</Trans>
          </li>
          <li>
            <Trans>Contact messages: 2 years after the last exchange.</Trans>
          </li>
        </BulletList>
        <Paragraph>
          <Trans>After these periods, the data is deleted or anonymized.</Trans>
        </Paragraph>
      </Section>

      <Section title={t`7. Your rights`}>
        <Paragraph>
          <Trans>Article 18 of the LGPD gives you the right to:</Trans>
        </Paragraph>
        <BulletList>
          <li>
            <Trans>confirm that we process your data and access it;</Trans>
          </li>
          <li>
            <Trans>correct incomplete, inaccurate or outdated data;</Trans>
          </li>
          <li>
            <Trans>have unnecessary or excessive data, or data processed against the law, anonymized, blocked or deleted;</Trans>
          </li>
          <li>
            <Trans>the portability of your data to another provider;</Trans>
          </li>
          <li>
            <Trans>the deletion of data processed with your consent, and to withdraw that consent;</Trans>
          </li>
          <li>
            <Trans>know with whom we share your data, and the consequences of not giving consent;</Trans>
          </li>
          <li>
            <Trans>object to processing that does not comply with the law, and ask for a review of automated decisions (art. 20);</Trans>
          </li>
          <li>
            <Trans>complain to the National Data Protection Authority (ANPD).</Trans>
          </li>
        </BulletList>
        <Paragraph>
          <Trans>
            You can correct most of your data yourself in your profile. For anything else, write to {privacyMail} or use the{' '}
            <NavLink to="/contactUs" {...inlineLink}>
              contact form
            </NavLink>
            . We may ask you to confirm your identity before answering, and we answer within 15 days.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            In your profile, under "Your data", you can also download a copy of your data (a JSON file with your profile, purchases and their travellers, custom trip requests,
            contact messages, sessions, notification choices and waitlist places) and delete your account, confirmed by a code we email you. Deleting erases your name, email, CPF,
            phone, address, date of birth, password and Google sign-in, your travellers' data, custom trip requests, contact messages, notification choices and waitlist places, and
            ends every session and every device's notifications; your orders stay, anonymized (code, trip, amounts, payments and status), for {years} years, then they are deleted.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`8. Data protection officer`}>
        <Paragraph>
          <Trans>
            Our data protection officer (encarregado) is {dpoName}, who can be reached at {privacyMail} or by post at our office address.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`9. Cookies and storage on your device`}>
        <Paragraph>
          <Trans>
            The app stores on your device what it needs to work, including offline: your session (a user identifier and an access token, so that you stay signed in), your language,
            and a copy of the catalogue, the trips you opened and your purchases, so that they open without internet. The app's own files are kept by the browser for the same
            reason. Signing out removes the session and your purchases from the device; you can also clear all of it in your browser's settings.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            When you arrive through one of our ads, we may tell the advertising platform that a purchase took place (a conversion), without any payment data. We do not use cookies
            to show you third-party advertising.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`10. Security`}>
        <Paragraph>
          <Trans>
            Connections are encrypted (HTTPS), passwords are kept as hashes, access tokens can be revoked, our team reaches personal data only when their work requires it, and card
            payments are handled by PCI DSS certified gateways. If a security incident may cause you relevant risk or damage, we will tell you and the ANPD, as article 48 of the
            LGPD requires.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`11. Children and teenagers`}>
        <Paragraph>
          <Trans>
            Accounts are for people aged 18 or over. The data of children and teenagers who travel is given by a parent or guardian and is processed in their best interest (art. 14
            of the LGPD), only as far as the trip requires.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`12. Changes to this policy`}>
        <Paragraph>
          <Trans>
            We may update this policy when our services or the law change. The date at the top shows the latest version; when a change is significant, we also tell you in the app
            or by email.
          </Trans>
        </Paragraph>
      </Section>
    </ContentLayout>
  )
}
