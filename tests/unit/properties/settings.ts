/**
 * One seed for every property test, so a failure reproduces run after run (fast-check prints the
 * seed and the shrunk case); the run count keeps the unit project within a few seconds. To look
 * harder for a while, raise `numRuns` locally or drop the seed.
 */
export const PROPERTY_SEED = 20_261_125

export const runs = (numRuns = 200) => ({ seed: PROPERTY_SEED, numRuns })
