import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from '../../../ui/nav-link.tsx'
import { agency } from '../agency.ts'
import { BulletList, ContentLayout, ExternalLink, Paragraph, Section } from './content-layout.tsx'
import { FaqItem } from './faq-item.tsx'

const inlineLink = { variant: 'underline', display: 'inline' } as const

export function FaqScreen() {
  const { t } = useLingui()
  const { partnersEmail, minimumInstallment } = agency
  return (
    <ContentLayout title={t`Frequently asked questions`} subtitle={t`Payments, cancellations, documents and the app: the answers travellers ask us for most.`}>
      <Section title={t`Buying and paying`}>
        <Stack gap="3">
          <FaqItem question={<Trans>Which payment methods do you accept?</Trans>}>
            <Paragraph>
              <Trans>
                Credit card (Visa, Mastercard, Elo, American Express and Hipercard), boleto bancário and Pix. Card details go straight from your phone to the payment gateway: we
                never receive or store your card number or security code.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>Can I pay in installments?</Trans>}>
            <Paragraph>
              <Trans>
                Yes, by credit card. The checkout shows the number of installments available for each trip and the value of each one; an installment can never be less than{' '}
                {minimumInstallment}. Some trips can also be paid by boleto in installments: the checkout says so when that is the case. Pix is always a single payment.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>How long is the Pix code valid?</Trans>}>
            <Paragraph>
              <Trans>
                30 minutes from the moment you place the order. Pay within that time, with the QR code or the copy-and-paste code, and the confirmation usually arrives in seconds.
                After 30 minutes the order expires and the seats go back on sale; you can simply buy again.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>When is a boleto payment confirmed?</Trans>}>
            <Paragraph>
              <Trans>
                Banks take up to 3 business days to confirm a boleto payment. Your seats stay reserved while the payment is pending, and we let you know as soon as it is confirmed.
                If you are close to the departure date, prefer Pix or card.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>How do I know my seat is confirmed?</Trans>}>
            <Paragraph>
              <Trans>
                Your seat is confirmed when the payment is. Open My purchases in the app: each purchase shows whether the payment is pending, the trip is confirmed, or the payment
                was refused or canceled. We also send an email when the status changes.
              </Trans>
            </Paragraph>
          </FaqItem>
        </Stack>
      </Section>

      <Section title={t`Cancellations and changes`}>
        <Stack gap="3">
          <FaqItem question={<Trans>Can I cancel and get my money back?</Trans>}>
            <Paragraph>
              <Trans>
                Yes. For purchases made online, the Consumer Defense Code (CDC, art. 49) gives you 7 days from the purchase to withdraw, with a full refund of what you paid. After
                that, the cancellation conditions of each trip apply: they are on the trip page and in the terms you accept at checkout, and may include costs already paid to
                airlines, hotels and operators.
              </Trans>
            </Paragraph>
            <Paragraph>
              <Trans>
                Card refunds are credited to the same card and may take one or two statements to appear. Pix and boleto refunds are made by transfer to the payer's account within
                10 business days of the cancellation.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>What happens if the trip changes or is canceled by the operator?</Trans>}>
            <Paragraph>
              <Trans>
                We tell you as soon as we know. If the change is significant (dates, destination, category of the hotel) or the trip is canceled, you choose: accept the change,
                move to another date or trip, or get a full refund.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>Can I pass my seat on to someone else?</Trans>}>
            <Paragraph>
              <Trans>
                On road trips and excursions, usually yes, until a few days before departure: contact us with the new traveller's details. Air tickets are personal and most
                airlines do not allow a change of name.
              </Trans>
            </Paragraph>
          </FaqItem>
        </Stack>
      </Section>

      <Section title={t`Documents and travellers`}>
        <Stack gap="3">
          <FaqItem question={<Trans>Which documents do I need for a trip within Brazil?</Trans>}>
            <Paragraph>
              <Trans>
                An original, official photo ID in good condition: RG or the new national identity card (CIN), CNH (printed or digital), passport or a professional council ID.
                Photocopies are not accepted by airlines and hotels.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>And for an international trip?</Trans>}>
            <BulletList>
              <li>
                <Trans>A passport valid for at least 6 months after your return date: many countries require it.</Trans>
              </li>
              <li>
                <Trans>
                  For Mercosur countries (such as Argentina, Uruguay, Paraguay and Chile), the RG is accepted if it is in good condition; some countries ask that it was issued less
                  than 10 years ago. The CNH is not a travel document.
                </Trans>
              </li>
              <li>
                <Trans>A visa, where the destination requires one (the United States and Canada, for example). Apply well in advance.</Trans>
              </li>
              <li>
                <Trans>The International Certificate of Vaccination (yellow fever), for the countries that ask for it.</Trans>
              </li>
            </BulletList>
            <Paragraph>
              <Trans>
                Each trip page lists the documents it needs, but keeping them valid is the traveller's responsibility, and the rules are set by each country's authorities.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>Can children and teenagers travel?</Trans>}>
            <Paragraph>
              <Trans>
                Yes, with their own document (birth certificate or RG for trips in Brazil; passport abroad) and, depending on who they travel with, an authorization, as required by
                the Statute of Children and Adolescents (ECA):
              </Trans>
            </Paragraph>
            <BulletList>
              <li>
                <Trans>
                  In Brazil, children under 16 travelling without their parents or guardian need a court authorization, unless they travel with a relative up to the third degree
                  (with proof of kinship) or with an adult authorized in writing by a parent, with a notarized signature.
                </Trans>
              </li>
              <li>
                <Trans>
                  Abroad, anyone under 18 travelling with only one parent, or without them, needs the authorization of the parent(s) who are not travelling, with a notarized
                  signature, or that authorization written in the passport.
                </Trans>
              </li>
            </BulletList>
          </FaqItem>
          <FaqItem question={<Trans>How much baggage can I take?</Trans>}>
            <Paragraph>
              <Trans>
                On our coach trips and excursions: one suitcase of up to 23 kg and one piece of hand luggage per person. On flights, it depends on the airline and the fare: the
                trip page says whether checked baggage is included. Cruises follow the rules of each cruise line.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>Do I need travel insurance?</Trans>}>
            <Paragraph>
              <Trans>
                We recommend it for every trip, and for international trips we strongly recommend it: a medical emergency abroad can be very expensive. For the Schengen countries
                of Europe, insurance with medical cover of at least €30,000 is mandatory. Some packages include insurance (see What is included on the trip page); for the others,
                ask us for a quote.
              </Trans>
            </Paragraph>
          </FaqItem>
        </Stack>
      </Section>

      <Section title={t`The app`}>
        <Stack gap="3">
          <FaqItem question={<Trans>Can I use the app without internet?</Trans>}>
            <Paragraph>
              <Trans>
                Yes. Install it on your home screen and sign in once while online: the trips, trip details and tips you have opened, and your purchased trips with their vouchers,
                stay available without a connection, on the road, at the airport or abroad. Buying and paying need internet.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>How do I install the app?</Trans>}>
            <Paragraph>
              <Trans>
                On Android, open the site in Chrome and tap Install app (or Add to Home screen) in the menu. On iPhone, open it in Safari, tap Share and then Add to Home Screen.
                There is nothing to download from an app store.
              </Trans>
            </Paragraph>
          </FaqItem>
          <FaqItem question={<Trans>I did not receive the confirmation email. What now?</Trans>}>
            <Paragraph>
              <Trans>
                Look in your spam folder and check that the email in your profile is right. Your purchases are always in My purchases, in the app, whether the email arrives or not.
              </Trans>
            </Paragraph>
          </FaqItem>
        </Stack>
      </Section>

      <Section title={t`Partner agencies`}>
        <Stack gap="3">
          <FaqItem question={<Trans>How can my agency become a partner?</Trans>}>
            <Paragraph>
              <Trans>
                <NavLink to="/signupAgency" {...inlineLink}>
                  Sign up as a partner agency
                </NavLink>{' '}
                with your agency's details. Once approved, you get a seller code and a commission on each sale, and you can send your customers a payment link for any trip.
                Questions about partnerships: <ExternalLink href={`mailto:${partnersEmail}`}>{partnersEmail}</ExternalLink>.
              </Trans>
            </Paragraph>
          </FaqItem>
        </Stack>
      </Section>

      <Paragraph>
        <Trans>
          Did not find your answer?{' '}
          <NavLink to="/contactUs" {...inlineLink}>
            Contact us
          </NavLink>
          : we answer within one business day.
        </Trans>
      </Paragraph>
    </ContentLayout>
  )
}
