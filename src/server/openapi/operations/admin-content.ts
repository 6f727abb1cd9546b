import type * as v from 'valibot'
import {
  adminBannerPageSchema,
  adminBannerSchema,
  adminEventTypePageSchema,
  adminEventTypeSchema,
  adminProductPageSchema,
  adminProductSchema,
  adminTipPageSchema,
  adminTipSchema,
  adminTravelInformationPageSchema,
  adminTravelInformationSchema,
  airlinePageSchema,
  airlineSchema,
  bannerOrderAnswerSchema,
  bannerSettingsAnswerSchema,
} from '../../../domain/answers/admin.ts'
import { bannerInputSchema, bannerOrderSchema, bannerSettingsSchema } from '../../../domain/admin/banner.ts'
import { eventTypeInputSchema } from '../../../domain/admin/event-type.ts'
import { airlineListQuery, bannerListQuery, eventTypeListQuery, productListQuery, tipListQuery, travelInformationListQuery } from '../../../domain/admin/list-queries.ts'
import { productInputSchema } from '../../../domain/admin/product.ts'
import { tipInputSchema } from '../../../domain/admin/tip.ts'
import { travelInformationInputSchema } from '../../../domain/admin/travel-information.ts'
import { airlineInputSchema } from '../../../domain/airline.ts'
import { idPathParam, json, noContent, type Operation } from '../operation.ts'

const tag = 'Admin: catalogue content'

interface Resource {
  path: string
  /** Plural, for the summaries. */
  name: string
  query: NonNullable<Operation['query']>
  input: v.GenericSchema
  /** One of them as answered, and a page of them. */
  row: v.GenericSchema
  page: v.GenericSchema
}

/** A resource the admin lists, creates, edits and deletes: GET /, POST /, PUT /:id, DELETE /:id. */
const crud = ({ path, name, query, input, row, page }: Resource): Operation[] => [
  { method: 'GET', path, tag, summary: `Lists ${name}`, query, answers: { 200: json('A page', page) } },
  { method: 'POST', path, tag, summary: `Adds one of the ${name}`, body: input, answers: { 201: json('As saved', row) } },
  { method: 'PUT', path: `${path}/:id`, tag, summary: `Changes one of the ${name}`, pathParams: { id: idPathParam }, body: input, answers: { 200: json('As saved', row) } },
  { method: 'DELETE', path: `${path}/:id`, tag, summary: `Deletes one of the ${name}`, pathParams: { id: idPathParam }, answers: { 204: noContent } },
]

/** The catalogue's content the admin keeps: airlines, travel information, event types, tips, banners and products. */
export const adminContentOperations: Operation[] = [
  ...crud({ path: '/api/admin/airlines', name: 'airlines', query: airlineListQuery, input: airlineInputSchema, row: airlineSchema, page: airlinePageSchema }),
  ...crud({
    path: '/api/admin/travel-information',
    name: 'travel information entries',
    query: travelInformationListQuery,
    input: travelInformationInputSchema,
    row: adminTravelInformationSchema,
    page: adminTravelInformationPageSchema,
  }),
  ...crud({
    path: '/api/admin/event-types',
    name: 'event types',
    query: eventTypeListQuery,
    input: eventTypeInputSchema,
    row: adminEventTypeSchema,
    page: adminEventTypePageSchema,
  }),
  ...crud({ path: '/api/admin/tips', name: 'tips', query: tipListQuery, input: tipInputSchema, row: adminTipSchema, page: adminTipPageSchema }),
  ...crud({ path: '/api/admin/banners', name: 'banners', query: bannerListQuery, input: bannerInputSchema, row: adminBannerSchema, page: adminBannerPageSchema }),
  {
    method: 'GET',
    path: '/api/admin/banners/order',
    tag,
    summary: 'The live banners in their order',
    answers: { 200: json('Their ids in order', bannerOrderAnswerSchema) },
  },
  {
    method: 'PUT',
    path: '/api/admin/banners/order',
    tag,
    summary: 'Reorders the live banners',
    body: bannerOrderSchema,
    answers: { 200: json('The new order', bannerOrderAnswerSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/banners/settings',
    tag,
    summary: "The home page's banner settings",
    answers: { 200: json('The settings', bannerSettingsAnswerSchema) },
  },
  {
    method: 'PUT',
    path: '/api/admin/banners/settings',
    tag,
    summary: "Changes the home page's banner settings",
    body: bannerSettingsSchema,
    answers: { 200: json('As saved', bannerSettingsAnswerSchema) },
  },
  ...crud({ path: '/api/admin/products', name: 'products', query: productListQuery, input: productInputSchema(), row: adminProductSchema, page: adminProductPageSchema }),
]
