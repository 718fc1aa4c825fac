import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, envField, parseEnv } from './env';

const shape = {
  DATABASE_URL: envField.postgresUrl,
  REDIS_URL: envField.redisUrl,
  PORT: envField.port(3000),
  API_TOKEN: z.string().min(10),
};

function errorOf(run: () => unknown): EnvError {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv', () => {
  it('applies the defaults that fit this machine', () => {
    expect(parseEnv(shape, { API_TOKEN: 'a-long-token' })).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vtrans',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: 3000,
      API_TOKEN: 'a-long-token',
    });
  });

  it('names every missing and every malformed variable in one message', () => {
    const error = errorOf(() => parseEnv(shape, { DATABASE_URL: 'mysql://db', PORT: 'eighty' }));
    expect(error.issues).toHaveLength(3);
    expect(error.message).toContain('DATABASE_URL is malformed: expected a postgres:// URL');
    expect(error.message).toMatch(/PORT is malformed: .*number/);
    expect(error.message).toMatch(/API_TOKEN is missing/);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv(shape, { API_TOKEN: 'a-long-token', PORT: '' }).PORT).toBe(3000);
  });
});
