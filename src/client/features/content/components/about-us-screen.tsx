import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from '../../../ui/nav-link.tsx'
import { agency } from '../agency.ts'
import { BulletList, ContentLayout, Paragraph, Section } from './content-layout.tsx'

export function AboutUsScreen() {
  const { t } = useLingui()
  const { legalName, cnpj, cadastur, street, district, city, zip } = agency
  return (
    <ContentLayout title={t`About Roteiro`} subtitle={t`Trips planned by people who travel, from São Paulo to the world.`}>
      <Section title={t`Who we are`}>
        <Paragraph>
          <Trans>
            Roteiro Viagens e Turismo is a travel agency based in São Paulo. Since 2012 we have been putting together excursions, trips and event packages for people who want to
            travel well without worrying about the details: we choose the suppliers, negotiate the prices, take care of the paperwork and stay with you from the first question to
            the trip home.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            {legalName}, CNPJ {cnpj}, is registered with Cadastur, the Ministry of Tourism's register of tourism service providers, under number {cadastur}.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`What we sell`}>
        <BulletList>
          <li>
            <Trans>
              <strong>Excursions:</strong> day trips and weekend getaways by coach, leaving from São Paulo, with a tour leader on board.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>National trips:</strong> beaches of the Northeast, the Serra Gaúcha, the Pantanal, Bonito, Foz do Iguaçu and more, by road or by air.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>International trips:</strong> South America, Europe, North America and beyond, with flights, hotels, transfers and tours in one package.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Cruises and marine excursions:</strong> cruises along the Brazilian coast and abroad, and boat trips to islands and bays.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>F1 and MotoGP:</strong> race weekend packages with grandstand tickets, hotel and transfers, at Interlagos and at circuits abroad.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Tailor-made trips:</strong> tell us where, when and with whom, and we put together a proposal just for you.
            </Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`How we work`}>
        <Paragraph>
          <Trans>
            Every trip page says what is included and what is not, which documents you need and where you board, before you pay anything. You can pay by credit card in
            installments, by boleto or by Pix, and follow the status of your purchase in the app. Once a trip is confirmed, its details stay on your phone, even without internet.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            We only work with registered transport companies, hotels and operators, and our group trips have a tour leader who travels with the group. During a trip, an emergency
            number answers 24 hours a day.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`What we value`}>
        <BulletList>
          <li>
            <Trans>
              <strong>Transparency:</strong> clear prices, clear conditions and no surprises at the end.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Safety:</strong> licensed suppliers, insured vehicles and people who know the route.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Care:</strong> a real person answers you, before, during and after the trip.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Responsible tourism:</strong> local guides, small local businesses and respect for the places and communities we visit.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Honesty about accessibility:</strong> we tell you what each trip demands, so you can choose the one that suits you.
            </Trans>
          </li>
        </BulletList>
      </Section>

      <Section title={t`Partner agencies`}>
        <Paragraph>
          <Trans>
            Travel agencies and independent agents can sell our trips and earn a commission on each sale.{' '}
            <NavLink to="/signupAgency" variant="underline" display="inline">
              Sign up as a partner agency
            </NavLink>{' '}
            to get your seller code.
          </Trans>
        </Paragraph>
      </Section>

      <Section title={t`Talk to us`}>
        <Paragraph>
          <Trans>
            Our office is at {street}, {district}, {city}, CEP {zip}. Visits by appointment.
          </Trans>
        </Paragraph>
        <Paragraph>
          <Trans>
            Questions, suggestions or a trip in mind?{' '}
            <NavLink to="/contactUs" variant="underline" display="inline">
              Contact us
            </NavLink>{' '}
            by WhatsApp, phone, email or the contact form, and we answer within one business day.
          </Trans>
        </Paragraph>
      </Section>
    </ContentLayout>
  )
}
