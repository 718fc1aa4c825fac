import { EnvError } from '@vtrans/contracts/env';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { refuseWeakProductionSecrets } = await import('./env');

describe('secrets on a public site (issue 38)', () => {
  const env = (METRICS_TOKEN: string | undefined, SITE_URL = 'https://vtrans.org') =>
    ({ SITE_URL, METRICS_TOKEN }) as Parameters<typeof refuseWeakProductionSecrets>[0];

  it('stops start-up for the repository’s example metrics token, or a short one, in production on https', () => {
    expect(() => refuseWeakProductionSecrets(env('compose-metrics-token-change-me'), 'production')).toThrow(EnvError);
    expect(() => refuseWeakProductionSecrets(env('a'.repeat(20)), 'production')).toThrow(/at least 32 characters/);
    expect(refuseWeakProductionSecrets(env('k3J9x'.repeat(8)), 'production').METRICS_TOKEN).toBe('k3J9x'.repeat(8));
  });

  it('leaves local runs, http sites and an unset token alone', () => {
    expect(() => refuseWeakProductionSecrets(env('local-metrics-token-change-me'), 'development')).not.toThrow();
    expect(() => refuseWeakProductionSecrets(env('compose-metrics-token-change-me', 'http://localhost:3000'), 'production')).not.toThrow();
    expect(() => refuseWeakProductionSecrets(env(undefined), 'production')).not.toThrow();
  });
});
