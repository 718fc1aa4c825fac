import { describe, expect, it } from 'vitest';
import { totpKeyText, totpStepOf } from './totp';

// RFC 6238 Appendix B's SHA-1 key and test vectors (8 digits there; an app shows the last 6).
const rfcKey = new TextEncoder().encode('12345678901234567890');

describe('totpStepOf', () => {
  it('accepts the RFC 6238 test vectors at their times, for their time steps', () => {
    expect(totpStepOf(rfcKey, '287082', 59_000)).toBe(1n);
    expect(totpStepOf(rfcKey, '081804', 1_111_111_109_000)).toBe(37_037_036n);
    expect(totpStepOf(rfcKey, '050471', 1_111_111_111_000)).toBe(37_037_037n);
    expect(totpStepOf(rfcKey, '005924', 1_234_567_890_000)).toBe(41_152_263n);
  });

  it('takes the step either side of now (a clock 30 s off), and no further', () => {
    expect(totpStepOf(rfcKey, '081804', 1_111_111_109_000 + 30_000)).toBe(37_037_036n);
    expect(totpStepOf(rfcKey, '081804', 1_111_111_109_000 + 61_000)).toBeNull();
    expect(totpStepOf(rfcKey, '081805', 1_111_111_109_000)).toBeNull();
  });

  it('writes a key as base32 in groups of four, as apps take it', () => {
    expect(totpKeyText(rfcKey)).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');
  });
});
