import type { TripImage } from './trip.ts'

export interface Banner {
  id: number
  title: string
  image: TripImage
  link: string | null
  startsAt: string | null
  endsAt: string | null
  position: number
}

export interface Tip {
  id: number
  slug: string
  title: string
  text: string
  image: TripImage | null
}

export interface TravelInformation {
  id: number
  type: string
  text: string
}

export interface EventType {
  id: number
  slug: string
  name: string
  description: string
}

export interface Product {
  id: number
  name: string
  description: string
  photo: TripImage
  pdfUrl: string
  priceCents: number | null
}
