import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

describe('migrations/index.ts', () => {
  it('lists every migration file in the folder, in file-name order', () => {
    const files = readdirSync(folder)
      .filter((file) => /^\d{4}-\d{2}-\d{2}T\d{4}_[a-z0-9-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('gives every migration an up and a down', () => {
    for (const migration of Object.values(migrations)) {
      expect(typeof migration.up).toBe('function');
      expect(typeof migration.down).toBe('function');
    }
  });
});
