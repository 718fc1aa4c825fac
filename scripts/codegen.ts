import { writeFileSync } from 'node:fs';
import { generateRoutes, routesFile } from './codegen/routes';

/**
 * `npm run codegen`: rewrites the files made from other sources of truth — the route table from the
 * app folder (scripts/codegen/routes.ts). tests/lint/generated-files.test.ts fails while one is out of date.
 */
writeFileSync(routesFile, await generateRoutes());
process.stdout.write(`wrote ${routesFile}\n`);
