import { describe, expect, it } from 'vitest';
import { canonicalAddress } from './canonical';

describe('canonicalAddress', () => {
  it('is the path alone for pages that take no item', () => {
    expect(canonicalAddress('/about/about-vtrans')).toBe('/about/about-vtrans');
    expect(canonicalAddress('/interactvtrans/comments?category=Safety&utm_source=mail')).toBe('/interactvtrans/comments');
  });

  it('keeps the parameter that names an update or a meeting, and drops the rest', () => {
    expect(canonicalAddress('/get-involved/program-updates/update?utm_medium=x&id=11-20-2026-Plan')).toBe(
      '/get-involved/program-updates/update?id=11-20-2026-Plan',
    );
    expect(canonicalAddress('/get-involved/meetings/meeting?article=ctb-workshop-vision-2025&x=1')).toBe(
      '/get-involved/meetings/meeting?article=ctb-workshop-vision-2025',
    );
  });

  it('cannot be made to name another host', () => {
    expect(canonicalAddress('//evil.example/path')).toBe('/path');
  });
});
