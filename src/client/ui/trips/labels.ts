import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Classification, Transport, TripSection } from '../../../domain/trip.ts'

export const classificationLabels: Record<Classification, MessageDescriptor> = {
  0: msg`Excursions`,
  1: msg`National`,
  2: msg`International`,
}

export const transportLabels: Record<Transport, MessageDescriptor> = {
  road: msg`By road`,
  air: msg`By air`,
  cruise: msg`Cruise`,
}

export const sectionLabels: Record<TripSection, MessageDescriptor> = {
  included: msg`Included`,
  notIncluded: msg`Not included`,
  documentation: msg`Required documents`,
  extraInfo: msg`Extra information`,
}
