/** The database's tables by area; drizzle-kit reads this folder (drizzle.config.ts). */
export * from './catalogue.ts'
export * from './accounts.ts'
export * from './orders.ts'
export * from './admin.ts'
export * from './agency.ts'
export * from './reminders.ts'
export * from './notifications.ts'
export * from './waitlist.ts'
