import { describe, expect, it } from 'vitest';
import { withDeadline } from './with-deadline';

describe('withDeadline', () => {
  it('passes on a value that arrives in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 50, 'Postgres')).resolves.toBe(42);
  });

  it('passes on the work’s own failure', async () => {
    await expect(withDeadline(Promise.reject(new Error('refused')), 50, 'Postgres')).rejects.toThrow('refused');
  });

  it('rejects, naming the service, when the work hangs', async () => {
    await expect(withDeadline(new Promise(() => {}), 20, 'Redis')).rejects.toThrow('Redis did not answer within 20 ms');
  });
});
