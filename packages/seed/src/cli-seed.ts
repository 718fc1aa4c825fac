import { createDb } from '@vtrans/db';
import { localFileStorage } from '@vtrans/storage';
import { seedAll } from './index';
import { readCliEnv } from '@vtrans/db/cli-env';

// `npm run seed`: loads the demo content, Virginia's localities and the document library (its PDFs
// into DATA_DIR). Running it twice is harmless.
const { DATABASE_URL, DATA_DIR } = readCliEnv();
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-seed' });
try {
  const counts = await seedAll(db, { storage: localFileStorage(DATA_DIR) });
  process.stdout.write(`seeded ${JSON.stringify(counts)}\n`);
} finally {
  await db.destroy();
}
