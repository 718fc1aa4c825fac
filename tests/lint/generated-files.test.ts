import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateRoutes, routesFile } from '../../scripts/codegen/routes';

describe('generated files', () => {
  it('the route table is the app folder’s routes and route-policy.ts files as they are now (else run `npm run codegen`)', async () => {
    expect(readFileSync(routesFile, 'utf8')).toBe(await generateRoutes());
  });
});
