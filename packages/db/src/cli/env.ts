import { envField, EnvError, parseEnv } from '@vtrans/contracts';

/** The database commands need only the connection string. */
export function readCliEnv() {
  try {
    return parseEnv({ DATABASE_URL: envField.postgresUrl });
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
