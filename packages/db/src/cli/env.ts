import { envField, EnvError, parseEnv } from '@vtrans/contracts';

/** The database commands need the connection string; the seed also the file storage folder. */
export function readCliEnv() {
  try {
    return parseEnv({ DATABASE_URL: envField.postgresUrl, DATA_DIR: envField.dataDir });
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
