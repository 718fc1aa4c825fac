import { EnvError } from '@vtrans/contracts/env';
import { describe, expect, it } from 'vitest';
import { readWorkerEnv } from './env';

describe('readWorkerEnv', () => {
  it('derives the Message-ID domain from MAIL_FROM', () => {
    expect(readWorkerEnv({ MAIL_FROM: 'VTrans <alerts@vtrans.virginia.gov>' }).MAIL_DOMAIN).toBe('vtrans.virginia.gov');
  });

  it('stops on a malformed SMTP_URL, naming it', () => {
    expect(() => readWorkerEnv({ SMTP_URL: 'http://mail' })).toThrow(EnvError);
    expect(() => readWorkerEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL is malformed/);
  });
});
