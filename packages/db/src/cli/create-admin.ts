import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createDb } from '../db';
import { hashPassword } from '../passwords';
import { upsertAdmin } from '../queries/auth';
import { readCliEnv } from './env';

/**
 * `npm run create-admin -- --email someone@example.gov`: makes that address an admin (creating the
 * account if needed). With ADMIN_PASSWORD set, it also sets the password for password sign-in;
 * without it, the admin signs in by e-mail link and can set a password at /admin/account.
 */
const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim());
if (!email.success) {
  process.stderr.write('Usage: npm run create-admin -- --email someone@example.gov   (ADMIN_PASSWORD=… to set a password)\n');
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD;
if (password !== undefined && password.length < 12) {
  process.stderr.write('ADMIN_PASSWORD must have at least 12 characters.\n');
  process.exit(2);
}
const { DATABASE_URL } = readCliEnv();
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-create-admin' });
try {
  await upsertAdmin(db, email.data, password ? await hashPassword(password) : null);
  process.stdout.write(`${email.data} is an admin${password ? ' with the given password' : ''}.\n`);
} finally {
  await db.destroy();
}
