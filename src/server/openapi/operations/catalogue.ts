import * as v from 'valibot'
import { seatMapSchema } from '../../../domain/answers/road.ts'
import { bannerSchema, eventTypeSchema, productSchema, tipSchema, travelInformationSchema, tripPageSchema, tripSchema } from '../../../domain/answers/catalogue.ts'
import { cspReportMediaType, cspReportSchema, reportingMediaType, reportingSchema } from '../../../domain/csp-report.ts'
import { tripListQuerySchema, tripNameSchema } from '../../../domain/trip.ts'
import { json, noContent, type Operation } from '../operation.ts'

const tag = 'Catalogue'
/** The catalogue's answers carry an ETag; a request with a matching If-None-Match gets this (catalogue/cached-response.ts). */
const notModified = { description: 'Not modified (If-None-Match)', contentType: 'none' } as const

/** The public catalogue, the health and readiness checks, this contract itself, and the browsers' CSP reports. */
export const catalogueOperations: Operation[] = [
  { method: 'GET', path: '/api/health', tag: 'Service', summary: 'Whether the API is up', answers: { 200: json('Up', v.object({ status: v.literal('ok') })) } },
  {
    method: 'GET',
    path: '/api/ready',
    tag: 'Service',
    summary: 'Whether this instance should get traffic',
    description: 'For a load balancer: 503 `service.not_ready` names the first failed check (`database`, `migrations`, `storage`), or `shutdown` once the instance is stopping.',
    answers: {
      200: json('Ready', v.object({ status: v.literal('ready'), checks: v.object({ database: v.literal('ok'), migrations: v.literal('ok'), storage: v.literal('ok') }) })),
    },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Service',
    summary: 'This document: the API contract (OpenAPI 3.1)',
    answers: { 200: json('The OpenAPI document', v.record(v.string(), v.unknown())) },
  },
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'Service',
    summary: 'The API reference, readable (Scalar)',
    answers: { 200: { description: 'An HTML page', contentType: 'text/html' } },
  },
  {
    method: 'GET',
    path: '/api/docs/scalar.js',
    tag: 'Service',
    summary: "The reference page's script (Scalar), cached for good: its URL names its version",
    answers: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
  },
  {
    method: 'POST',
    path: '/api/csp-reports',
    tag: 'Service',
    summary: 'Where browsers report what the Content-Security-Policy refused',
    description: 'The body is a browser’s report (`report-uri` or `report-to`), at most 16 KB; 20 a client IP each 10 minutes. Each violation is logged as one line.',
    bodyByType: { [cspReportMediaType]: cspReportSchema, [reportingMediaType]: reportingSchema },
    answers: { 204: noContent },
  },
  {
    method: 'GET',
    path: '/api/trips',
    tag,
    summary: 'Trips on sale, filtered and paged',
    query: tripListQuerySchema,
    answers: { 200: json('A page of trips', tripPageSchema), 304: notModified },
  },
  {
    method: 'GET',
    path: '/api/trips/:name',
    tag,
    summary: 'One trip by its URL name',
    pathParams: { name: tripNameSchema },
    answers: { 200: json('The trip', tripSchema), 304: notModified },
  },
  {
    method: 'GET',
    path: '/api/trips/:name/share-card.jpg',
    tag,
    summary: "A trip's link-preview picture",
    pathParams: { name: tripNameSchema },
    answers: { 200: { description: 'A JPEG, 1200×630', contentType: 'image/jpeg' }, 304: notModified },
  },
  {
    method: 'GET',
    path: '/api/trips/:name/seats',
    tag,
    summary: "A trip's seat map: each vehicle's seats, free, taken or blocked (nobody's data)",
    description: 'Read afresh each time (Cache-Control: no-store). A trip without vehicles answers no vehicles.',
    pathParams: { name: tripNameSchema },
    answers: { 200: json('The vehicles and their seats', seatMapSchema) },
  },
  { method: 'GET', path: '/api/banners', tag, summary: "The home page's live banners", answers: { 200: json('Banners in order', v.array(bannerSchema)), 304: notModified } },
  { method: 'GET', path: '/api/tips', tag, summary: 'Travel tips', answers: { 200: json('Active tips', v.array(tipSchema)), 304: notModified } },
  { method: 'GET', path: '/api/travel-information', tag, summary: 'Travel information', answers: { 200: json('In order', v.array(travelInformationSchema)), 304: notModified } },
  { method: 'GET', path: '/api/event-types', tag, summary: 'Event types trips are grouped by', answers: { 200: json('Event types', v.array(eventTypeSchema)), 304: notModified } },
  { method: 'GET', path: '/api/products', tag, summary: 'Products on sale', answers: { 200: json('Active products', v.array(productSchema)), 304: notModified } },
]
