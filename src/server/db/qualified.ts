import { getTableName, sql, type Column } from 'drizzle-orm'

/**
 * `"table"."column"`, always. Drizzle writes bare column names in a select from one table, so a
 * correlated subquery that names an outer column (`where trip_flights.airline_id = airlines.id`)
 * would bind it to the inner table instead. Use this for the outer column of such subqueries.
 */
export const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
