import * as v from 'valibot'
import type { AdminAgency } from '../admin/agency.ts'
import type { AdminBanner, BannerOrder, BannerSettings } from '../admin/banner.ts'
import type { AdminEventType } from '../admin/event-type.ts'
import type { AdminProduct } from '../admin/product.ts'
import type { AdminTip } from '../admin/tip.ts'
import type { AdminTravelInformation } from '../admin/travel-information.ts'
import type { AdminAccountsPage, AdminUserDetails, AdminUserRow } from '../admin/user.ts'
import type { Airline } from '../airline.ts'
import type { AuditEntry } from '../audit.ts'
import type { CommissionReport } from '../commission.ts'
import type { Page } from '../query-params.ts'
import type { StoredImageInput, UploadedImage, UploadedPdf } from '../uploads.ts'
import { profileSchema, userTypeSchema } from './accounts.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoTimestampText, pageSchema } from './catalogue.ts'
import { commissionLineSchema } from './requests.ts'

const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const storedImageAnswerSchema = answerSchema<StoredImageInput>()(v.object({ key: v.string(), widths: v.record(v.string(), v.string()), alt: v.string() }))

export const airlineSchema = answerSchema<Airline>()(v.object({ id: idSchema, name: v.string(), flights: count }))
export const airlinePageSchema = answerSchema<Page<Airline>>()(pageSchema(airlineSchema))

export const adminTravelInformationSchema = answerSchema<AdminTravelInformation>()(v.object({ id: idSchema, type: v.string(), text: v.string(), position: count }))
export const adminTravelInformationPageSchema = answerSchema<Page<AdminTravelInformation>>()(pageSchema(adminTravelInformationSchema))

export const adminEventTypeSchema = answerSchema<AdminEventType>()(v.object({ id: idSchema, slug: v.string(), name: v.string(), description: v.string(), trips: count }))
export const adminEventTypePageSchema = answerSchema<Page<AdminEventType>>()(pageSchema(adminEventTypeSchema))

export const adminTipSchema = answerSchema<AdminTip>()(
  v.object({ id: idSchema, slug: v.string(), title: v.string(), text: v.string(), image: v.nullable(storedImageAnswerSchema), active: v.boolean() }),
)
export const adminTipPageSchema = answerSchema<Page<AdminTip>>()(pageSchema(adminTipSchema))

export const adminBannerSchema = answerSchema<AdminBanner>()(
  v.object({
    id: idSchema,
    title: v.string(),
    image: storedImageAnswerSchema,
    link: v.nullable(v.string()),
    startsAt: v.nullable(isoTimestampText),
    endsAt: v.nullable(isoTimestampText),
    position: count,
  }),
)
export const adminBannerPageSchema = answerSchema<Page<AdminBanner>>()(pageSchema(adminBannerSchema))
export const bannerOrderAnswerSchema = answerSchema<BannerOrder>()(v.object({ ids: v.array(idSchema) }))
export const bannerSettingsAnswerSchema = answerSchema<BannerSettings>()(v.object({ homeCount: count }))

export const adminProductSchema = answerSchema<AdminProduct>()(
  v.object({
    id: idSchema,
    name: v.string(),
    description: v.string(),
    photo: storedImageAnswerSchema,
    pdfKey: v.string(),
    priceCents: v.nullable(cents),
    active: v.boolean(),
    orders: count,
  }),
)
export const adminProductPageSchema = answerSchema<Page<AdminProduct>>()(pageSchema(adminProductSchema))

const adminUserRowSchema = answerSchema<AdminUserRow>()(
  v.object({ id: idSchema, type: userTypeSchema, firstName: v.string(), lastName: v.string(), email: v.string(), cpf: v.nullable(v.string()), createdAt: isoTimestampText }),
)
export const adminUserPageSchema = answerSchema<Page<AdminUserRow>>()(pageSchema(adminUserRowSchema))

export const adminUserDetailsSchema = answerSchema<AdminUserDetails>()(v.object({ ...profileSchema.entries, createdAt: isoTimestampText, orders: count, paidCents: cents }))

export const adminAccountsPageSchema = answerSchema<AdminAccountsPage>()(
  v.object({
    ...pageSchema(v.object({ id: idSchema, firstName: v.string(), lastName: v.string(), email: v.string(), createdAt: isoTimestampText })).entries,
    invitations: v.array(v.object({ id: idSchema, email: v.string(), invitedBy: v.nullable(v.string()), createdAt: isoTimestampText, expiresAt: isoTimestampText })),
  }),
)

export const adminAgencySchema = answerSchema<AdminAgency>()(
  v.object({
    id: idSchema,
    name: v.string(),
    email: v.string(),
    cpf: v.nullable(v.string()),
    approvedAt: v.nullable(isoTimestampText),
    commissionBasisPoints: v.nullable(count),
    sellerCode: v.nullable(v.string()),
    orders: count,
    createdAt: isoTimestampText,
  }),
)
export const adminAgencyPageSchema = answerSchema<Page<AdminAgency>>()(pageSchema(adminAgencySchema))

export const commissionReportSchema = answerSchema<CommissionReport>()(
  v.object({
    month: v.string(),
    ...pageSchema(commissionLineSchema).entries,
    totals: v.object({ orders: v.pipe(v.number(), v.integer()), salesCents: cents, commissionCents: cents, paidOutCents: cents, balanceCents: cents }),
  }),
)

export const uploadedImageSchema = answerSchema<UploadedImage>()(v.object({ image: storedImageAnswerSchema, url: v.string(), widths: v.record(v.string(), v.string()) }))
export const uploadedPdfSchema = answerSchema<UploadedPdf>()(v.object({ key: v.string(), url: v.string() }))

/** GET /api/admin/audit: each changed field as [before, after], of any type the entity has. */
export const auditPageSchema = answerSchema<Page<AuditEntry>>()(
  pageSchema(
    v.object({
      id: idSchema,
      at: isoTimestampText,
      action: v.string(),
      actor: v.object({ id: v.nullable(idSchema), name: v.string(), email: v.string() }),
      changes: v.record(v.string(), v.tuple([v.unknown(), v.unknown()])),
    }),
  ),
)
