import { envField, EnvError, parseEnv } from '@vtrans/contracts/env';
import type { z } from 'zod';

/**
 * The database commands need the connection string; the seed also the file storage folder; a
 * command may add variables of its own (`extra`). A bad value stops it, naming the variable.
 */
export function readCliEnv<Extra extends z.ZodRawShape = Record<never, never>>(extra?: Extra) {
  try {
    return parseEnv({ DATABASE_URL: envField.postgresUrl, DATA_DIR: envField.dataDir, ...(extra as Extra) });
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
