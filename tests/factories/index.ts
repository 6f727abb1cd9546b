export { buildImage, uniqueSuffix } from './images.ts'
export { addDays, buildFlights, buildTrip, insertAirline, insertEventType, insertTrip, type FlightInput, type ImageInput, type OptionInput, type TripInput } from './trips.ts'
export { insertBanner, insertProduct, insertTip, insertTravelInformation, listContactMessages, setSetting } from './content.ts'
