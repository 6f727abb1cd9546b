import { codeMigrations, type MigrationId } from '../../../src/server/db/migrations-state.ts'

export type { MigrationId }

export const latestCodeMigration = (): MigrationId => {
  const latest = codeMigrations().at(-1)
  if (!latest) throw new Error('No migrations in src/server/db/migrations.')
  return latest
}

/** The tag of a migration applied at `when`, or a placeholder when this code does not know it (a newer version applied it). */
export function migrationTag(when: number): string {
  return codeMigrations().find((migration) => migration.when === when)?.tag ?? `unknown (${when})`
}

/**
 * What restoring a backup at `backup` needs with this code: nothing, the migrations it lacks, or
 * a refusal when it comes from a newer version (its schema would be unknown to this code).
 */
export function migrationStep(backup: MigrationId): 'none' | 'migrate' {
  const latest = latestCodeMigration()
  if (backup.when > latest.when || !codeMigrations().some((migration) => migration.when === backup.when)) {
    throw new Error(
      `The backup's schema is at migration ${backup.tag}, which this code does not have (its newest is ${latest.tag}): restore it with the version that made it or a newer one.`,
    )
  }
  return backup.when < latest.when ? 'migrate' : 'none'
}
