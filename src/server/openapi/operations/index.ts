import type { Operation } from '../operation.ts'
import { adminOperations } from './admin.ts'

/** Every operation of the API, by area; tests/api/openapi.test.ts fails when a mounted route is not here. */
export const operations: readonly Operation[] = [...adminOperations]
