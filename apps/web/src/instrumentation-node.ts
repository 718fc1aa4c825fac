import { EnvError } from '@vtrans/contracts/env';
import { webEnv } from './env';
import { recordHttpMetrics } from './server/http/metrics/record-http';

// Reading the environment at boot makes a missing or malformed variable stop the server at once,
// naming the variable, instead of failing on the first request that needs it.
try {
  webEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`web: ${error.message}\n`);
  process.exit(1);
}

recordHttpMetrics();
