import { createDb } from '../db';
import { seedAll } from '../seed';
import { readCliEnv } from './env';

// `npm run seed`: loads the demo content and Virginia's localities. Running it twice is harmless.
const { DATABASE_URL } = readCliEnv();
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-seed' });
try {
  const counts = await seedAll(db);
  process.stdout.write(`seeded ${JSON.stringify(counts)}\n`);
} finally {
  await db.destroy();
}
