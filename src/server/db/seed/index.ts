import type { Db } from '../client.ts'
import type { Storage } from '../../storage/storage.ts'

export async function seedDemoData(_db: Db, _storage: Storage): Promise<void> {}
