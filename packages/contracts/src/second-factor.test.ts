import { describe, expect, it } from 'vitest';
import { deviceName, PasskeyResponse, printedRecoveryCode, RecoveryCode, TotpCode } from './second-factor';

describe('second-factor answers', () => {
  it('reads a code as people type it, and names what is wrong otherwise', () => {
    expect(TotpCode.parse('123 456')).toBe('123456');
    expect(TotpCode.safeParse('12345').error?.issues[0]?.message).toBe('Enter the 6-digit code your authenticator app shows.');
    expect(RecoveryCode.parse(' ABCDEF-234567-GHIJKL-MNOPQR ')).toBe('abcdef234567ghijklmnopqr');
    expect(RecoveryCode.safeParse('abcdef-234567-ghijkl-mnopq1').success).toBe(false);
    // The old 50-bit codes (issue 54) are no longer a shape a code can have.
    expect(RecoveryCode.safeParse('abcde-23456').success).toBe(false);
    expect(printedRecoveryCode('abcdef234567ghijklmnopqr')).toBe('abcdef-234567-ghijkl-mnopqr');
  });

  it('bounds a passkey answer before parsing it, and refuses one that is not JSON or not a credential', () => {
    expect(PasskeyResponse.safeParse('x'.repeat(16_385)).error?.issues[0]?.message).toBe('The passkey’s answer is too long.');
    expect(PasskeyResponse.safeParse('{"id":').error?.issues[0]?.message).toBe('The passkey’s answer could not be read.');
    expect(PasskeyResponse.safeParse('{"id":"a","rawId":"a","type":"password","response":{}}').success).toBe(false);
    expect(PasskeyResponse.safeParse('{"id":"a","rawId":"a","type":"public-key","response":{"clientDataJSON":"e30"}}').success).toBe(true);
  });

  it('names a browser from its User-Agent as its owner would', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Windows');
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceName('curl/8.5.0')).toBe('A browser');
  });
});
