import { buyerListQuery } from '../../../domain/admin/buyer.ts'
import { adminTripInputSchema, adminTripPatchSchema } from '../../../domain/admin/trip/input.ts'
import { adminTripListQuery } from '../../../domain/admin/trip/list.ts'
import { boardingPointsUpdateSchema, vehiclesUpdateSchema } from '../../../domain/road.ts'
import { manifestLockSchema, manifestUnlockSchema, vehicleManifestQuery } from '../../../domain/road-manifest.ts'
import { manifestLockStateSchema } from '../../../domain/answers/road.ts'
import { adminTripPageSchema, adminTripSchema, tripBuyersPageSchema } from '../../../domain/answers/admin-trips.ts'
import { passengerManifestSchema } from '../../../domain/answers/passenger-manifest.ts'
import { roomingListSchema } from '../../../domain/answers/rooming.ts'
import { boardingReportSchema } from '../../../domain/answers/boarding-report.ts'
import { adminSeatMoveSchema, boardingReportQuery } from '../../../domain/boarding-report.ts'
import { roomMoveSchema, roomingQuery } from '../../../domain/rooming.ts'
import { idPathParam, json, noContent, type Operation } from '../operation.ts'

const id = { id: idPathParam }
const csv = (description: string) => ({ description, contentType: 'text/csv' }) as const

const trips: Operation[] = [
  {
    method: 'GET',
    path: '/api/admin/trips',
    tag: 'Admin: trips',
    summary: 'Lists trips',
    query: adminTripListQuery,
    answers: { 200: json('A page', adminTripPageSchema) },
  },
  { method: 'POST', path: '/api/admin/trips', tag: 'Admin: trips', summary: 'Adds a trip', body: adminTripInputSchema, answers: { 201: json('As saved', adminTripSchema) } },
  {
    method: 'GET',
    path: '/api/admin/trips/:id',
    tag: 'Admin: trips',
    summary: 'One trip, as its form edits it',
    pathParams: id,
    answers: { 200: json('The trip', adminTripSchema) },
  },
  {
    method: 'PUT',
    path: '/api/admin/trips/:id',
    tag: 'Admin: trips',
    summary: 'Replaces a trip',
    pathParams: id,
    body: adminTripInputSchema,
    answers: { 200: json('As saved', adminTripSchema) },
  },
  {
    method: 'PATCH',
    path: '/api/admin/trips/:id',
    tag: 'Admin: trips',
    summary: 'Changes some fields of a trip',
    pathParams: id,
    body: adminTripPatchSchema,
    answers: { 200: json('As saved', adminTripSchema) },
  },
  {
    method: 'PUT',
    path: '/api/admin/trips/:id/boarding-points',
    tag: 'Admin: trips',
    summary: "Replaces a trip's boarding points, in the route's order",
    description: 'A point with its id is kept, one without added, one left out removed (409 while a traveller boards there).',
    pathParams: id,
    body: boardingPointsUpdateSchema,
    answers: { 200: json('The trip as saved', adminTripSchema) },
  },
  {
    method: 'PUT',
    path: '/api/admin/trips/:id/vehicles',
    tag: 'Admin: trips',
    summary: "Replaces a trip's vehicles; its vacancies become their seats for sale",
    description:
      'A vehicle with its id is kept, one without added, one left out removed; 409 when a seat a traveller holds would go or be blocked, 400 when fewer seats than the places orders hold.',
    pathParams: id,
    body: vehiclesUpdateSchema,
    answers: { 200: json('The trip as saved', adminTripSchema) },
  },
  {
    method: 'POST',
    path: '/api/admin/trips/:id/duplicate',
    tag: 'Admin: trips',
    summary: 'Copies a trip, unpublished',
    pathParams: id,
    answers: { 201: json('The copy', adminTripSchema) },
  },
  { method: 'DELETE', path: '/api/admin/trips/:id', tag: 'Admin: trips', summary: 'Deletes a trip without orders', pathParams: id, answers: { 204: noContent } },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/buyers',
    tag: 'Admin: trips',
    summary: "A trip's paid buyers",
    pathParams: id,
    query: buyerListQuery,
    answers: { 200: json('A page', tripBuyersPageSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/buyers.csv',
    tag: 'Admin: trips',
    summary: "A trip's passenger list as a spreadsheet: one row per traveller of its paid orders",
    pathParams: id,
    answers: { 200: csv('CSV') },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/passengers',
    tag: 'Admin: trips',
    summary: "A trip's passenger list: one row per traveller of its paid orders, with the seat checks",
    pathParams: id,
    answers: { 200: json('The manifest', passengerManifestSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/manifest.pdf',
    tag: 'Admin: trips',
    summary: "A trip's passenger list as the road carrier's printable list (A4, in Portuguese)",
    pathParams: id,
    answers: { 200: { description: 'A PDF', contentType: 'application/pdf' } },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/manifest',
    tag: 'Admin: trips',
    summary: "One vehicle's passenger list for the road carrier (ANTT): each seated traveller of a paid order by seat, document and boarding point",
    description: '`format=csv` (the reader’s language) or `pdf` (A4, in Portuguese). 400 on `vehicle` for a vehicle not of the trip.',
    pathParams: id,
    query: vehicleManifestQuery,
    answers: { 200: { description: 'A CSV or a PDF', contentType: 'text/csv' } },
  },
  {
    method: 'POST',
    path: '/api/admin/trips/:id/manifest/lock',
    tag: 'Admin: trips',
    summary: "Locks a vehicle's passenger list as sent to the carrier: its travellers, seats and boarding points then refuse changes (409 `manifest_locked`)",
    description:
      '409 `manifest.incomplete` while a seat lacks a name, a document or a boarding point, or is held by an unpaid order: `fieldCodes` name each (`seats.{number}.document` …). Locking a locked list answers it as it is.',
    pathParams: id,
    body: manifestLockSchema,
    answers: { 200: json('Locked, and since when', manifestLockStateSchema) },
  },
  {
    method: 'POST',
    path: '/api/admin/trips/:id/manifest/unlock',
    tag: 'Admin: trips',
    summary: "Unlocks a vehicle's passenger list; the reason goes to the trip's audit log",
    pathParams: id,
    body: manifestUnlockSchema,
    answers: { 200: json('Open again', manifestLockStateSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/rooming',
    tag: 'Admin: trips',
    summary: "A hotel package's rooming list: its paid orders' travellers in rooms of their option (the option's people = the room's occupancy)",
    description:
      "format=csv answers the list as a spreadsheet (text/csv, a row per guest, the header in the Accept-Language), format=pdf as the hotel's printable list (application/pdf, A4, in Portuguese); JSON by default.",
    pathParams: id,
    query: roomingQuery,
    answers: { 200: json('The rooming list', roomingListSchema) },
  },
  {
    method: 'POST',
    path: '/api/admin/trips/:id/rooming/moves',
    tag: 'Admin: trips',
    summary: "Moves a traveller into another traveller's room, or into a new room of an option; the list is then kept as regrouped",
    description:
      "400 on `traveller`, `to.traveller` (not a traveller of a paid order of the trip) or `to.optionId` (not the trip's); 409 `rooming.room_full` when the room sleeps its occupancy already.",
    pathParams: id,
    body: roomMoveSchema,
    answers: { 200: json('The rooming list', roomingListSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/boarding-report',
    tag: 'Admin: trips',
    summary:
      "A road trip's departure board: its paid orders' travellers by boarding point in the route's order (name, document, seat, minor, buyer's phone), those without a point apart, and each vehicle's seat map",
    description:
      'format=csv answers the boarding report as a spreadsheet (text/csv, a row per traveller, the header in the Accept-Language), format=pdf as the printable "relatório de embarque" (application/pdf, A4, in Portuguese); JSON by default.',
    pathParams: id,
    query: boardingReportQuery,
    answers: { 200: json('The board', boardingReportSchema) },
  },
  {
    method: 'PUT',
    path: '/api/admin/trips/:id/seats',
    tag: 'Admin: trips',
    summary: 'Moves a traveller of a paid order of the trip (its code and 0-based place) to another seat, in the same or another vehicle',
    description:
      '400 on `order` / `traveller` (`rooming.unknown_traveller`: not a traveller of a paid order of the trip) or `number` (`seat.unknown`, `seat.blocked`); 409 `seat_taken` for a seat another traveller holds, 409 `manifest_locked` when the traveller leaves or enters a vehicle whose list is locked. Audited (`seat_move`).',
    pathParams: id,
    body: adminSeatMoveSchema,
    answers: { 200: json('The board after the move', boardingReportSchema) },
  },
]

/** /api/admin: admins only. */
export const adminOperations: Operation[] = trips
