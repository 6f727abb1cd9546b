import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from '../../../ui/nav-link.tsx'
import { agency } from '../agency.ts'
import { BulletList, ContentLayout, ExternalLink, Paragraph, Section } from './content-layout.tsx'

const inlineLink = { variant: 'underline', display: 'inline' } as const

export function TermsOfUseScreen() {
  const { t } = useLingui()
  const { legalName, cnpj, cadastur, email, minimumInstallment } = agency
  return (
    <ContentLayout title={t`Terms of use`} subtitle={t`Last updated on November 21, 2026.`}>
      <Section title={t`1. Acceptance`}>
        <Paragraph>
          <Trans>
            These terms govern the use of the website and app of {legalName} ("Roteiro"), CNPJ {cnpj}, Cadastur {cadastur}, and the purchase of the trips we sell. By creating an
            account or buying a trip you accept these terms and our{' '}
            <NavLink to="/privacypolicy" {...inlineLink}>
              privacy policy
            </NavLink>
            . Nothing in them limits the rights the Consumer Defense Code (CDC, Lei nº 8.078/1990) gives you.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`2. What we do`}>
        <Paragraph>
          <Trans>
            Roteiro is a travel agency. We put together and sell excursions, national and international trips, cruises and event packages. Transport, accommodation, tickets and
            tours are provided by suppliers (airlines, coach companies, hotels, cruise lines, operators and event organizers), named on each trip page whenever possible, under
            their own conditions of carriage and service.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`3. Your account`}>
        <BulletList>
          <li>
            <Trans>You must be at least 18 years old and legally able to enter into contracts.</Trans>
          </li>
          <li>
            <Trans>The information you give must be true and up to date; it is used on tickets, vouchers and invoices.</Trans>
          </li>
          <li>
            <Trans>Keep your password to yourself: what is done with your account is your responsibility.</Trans>
          </li>
          <li>
            <Trans>We may suspend an account used for fraud or against these terms. You may close yours at any time.</Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`4. Purchases`}>
        <Paragraph>
          <Trans>
            Each trip page shows the dates, the itinerary, what is and is not included, the documents required and other information: read it before buying. Seats are limited. The
            purchase is confirmed when the payment is: a Pix code is valid for 30 minutes, and a boleto may take up to 3 business days to be confirmed by the bank. Once the payment
            is confirmed, we send you the confirmation, and the trip and its voucher appear in My purchases.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`5. Prices and payment`}>
        <BulletList>
          <li>
            <Trans>Prices are in reais (R$), per person or per option as stated, and may change until you confirm a purchase; the price you confirmed does not change.</Trans>
          </li>
          <li>
            <Trans>
              Card payments may be split into installments, up to the number the checkout offers for that trip, each of at least {minimumInstallment}; any interest is shown before
              you confirm.
            </Trans>
          </li>
          <li>
            <Trans>Boleto installments are only available for the trips that offer them. Pix is a single payment.</Trans>
          </li>
          <li>
            <Trans>Expenses not listed as included, such as visas, tourist taxes charged at the destination, meals and tips, are paid by the traveller.</Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`6. Cancellation and withdrawal`}>
        <Paragraph>
          <Trans>
            Purchases made online may be withdrawn within 7 days of the purchase, with a full refund, as provided by article 49 of the CDC. After that period, the cancellation
            conditions of the trip apply, shown on its page and at checkout: they may keep back the costs already incurred with suppliers, within the limits of the law. Refunds go
            back through the payment method used: to the card, or by transfer to the payer's account for Pix and boleto. Not turning up at the departure time may mean losing the
            services not used, as set out in the trip's conditions.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`7. Changes by suppliers`}>
        <Paragraph>
          <Trans>
            Times, itineraries, flights and hotels may change for operational, weather or safety reasons decided by the suppliers or by authorities. We tell you as soon as we know
            and, when the change is significant or the trip is canceled (including when a group does not reach its minimum number of travellers), you may accept the change, choose
            another date or trip, or have a full refund.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`8. Documents and health`}>
        <Paragraph>
          <Trans>
            Each traveller is responsible for carrying valid documents, visas, vaccination certificates and, for children and teenagers, the authorizations the law requires. The
            trip page tells you what is needed as guidance, but the rules are set by the authorities and may change. A traveller refused boarding or entry for lack of documents is
            not entitled to a refund from Roteiro.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`9. Conduct`}>
        <Paragraph>
          <Trans>
            During the trip, follow the law and the rules of carriers and hotels, and respect guides, staff and other travellers. The tour leader may exclude from group activities
            anyone who puts the safety of the group at risk. On the website and app, do not try to reach other people's data, interfere with security, collect content automatically
            or use the service for fraud.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`10. Intellectual property`}>
        <Paragraph>
          <Trans>
            The Roteiro brand, texts, photos, itineraries and the app belong to Roteiro or to those who licensed them to us. You may use them for your own, non-commercial purposes;
            any other use needs our written permission.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`11. Liability`}>
        <Paragraph>
          <Trans>
            We answer for the services we sell as the law provides. We work to keep the website and app available, but they may be interrupted for maintenance or by failures beyond
            our control; a purchase is only completed when confirmed. We are not responsible for damage caused by wrong information given by the user or by the traveller's own
            acts.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`12. Partner agencies`}>
        <Paragraph>
          <Trans>
            Agencies and agents that sign up as partners also agree that they must be registered with Cadastur, that they are responsible for the information they give their
            customers, and that the commission and the seller code shown in their panel apply to the sales made with their payment links. We may end a partnership that breaches
            these terms.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`13. Changes to these terms`}>
        <Paragraph>
          <Trans>We may update these terms; the date at the top shows the current version. A purchase follows the terms in force on the day it was made.</Trans>
        </Paragraph>
      </Section>

      <Section title={t`14. Law and jurisdiction`}>
        <Paragraph>
          <Trans>
            These terms are governed by Brazilian law. The courts of São Paulo – SP are chosen to settle any dispute, without prejudice to your right, as a consumer, to go to court
            where you live (CDC, art. 101, I).
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`15. Contact`}>
        <Paragraph>
          <Trans>
            Questions about these terms: <ExternalLink href={`mailto:${email}`}>{email}</ExternalLink> or our{' '}
            <NavLink to="/contactUs" {...inlineLink}>
              contact page
            </NavLink>
            .
          </Trans>
        </Paragraph>
      </Section>
    </ContentLayout>
  )
}
