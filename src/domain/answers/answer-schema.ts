import type * as v from 'valibot'

/**
 * The schema of an answer the domain types as an interface (issue 15: the published contract).
 * The interface stays what the code reads; this ties its schema to it, so tsc fails the day
 * one changes without the other: the schema's output must be the interface, both ways round.
 */
export const answerSchema =
  <T>() =>
  <S extends v.GenericSchema<unknown, T>>(schema: S & ([T] extends [v.InferOutput<S>] ? unknown : never)): S =>
    schema
