import { describe, expect, it } from 'vitest';
import { asWritten, CommentGeometry, CommentFlag, NewComment } from './comments';

describe('map comments', () => {
  const base = { geometry: { type: 'Point', coordinates: [-77.4, 37.5] }, category: 'Safety' };

  it('keep what people write, angle brackets and all (issue 22, slip 0)', () => {
    for (const text of [
      'Speeds < 25 mph near the school, > 40 on the bypass',
      'I <3 the new trail',
      'Bridge limit (weight <10t) is too low',
      '<b>Unsafe</b> crossing <img src=x onerror=y>',
    ]) {
      expect(NewComment.parse({ ...base, text, name: 'A <B> C', locationNote: 'Route 1 <-> Route 29' }).text).toBe(text);
    }
    expect(NewComment.parse({ ...base, text: 'x', name: 'A <B> C' }).name).toBe('A <B> C');
    expect(CommentFlag.parse({ commentId: '0b0f4a52-9a63-4c2e-8f3e-2b7b1d0c9a11', reason: 'Says < 5 mph, which is wrong' }).reason).toBe(
      'Says < 5 mph, which is wrong',
    );
  });

  it('drop only surrounding blanks and control characters', () => {
    expect(asWritten('  line one\nline two\tend\u0000\u0007  ')).toBe('line one\nline two\tend');
  });

  it('count the 2,000-character limit on the text as written', () => {
    expect(NewComment.safeParse({ ...base, text: `<p>${'x'.repeat(1993)}</p>` }).success).toBe(true);
    expect(NewComment.safeParse({ ...base, text: `<p>${'x'.repeat(1994)}</p>` }).success).toBe(false);
  });

  it('take a point, a line or one closed ring, and nothing else', () => {
    expect(CommentGeometry.safeParse({ type: 'LineString', coordinates: [[-77, 37]] }).success).toBe(false);
    const ring = [
      [-77, 37],
      [-77, 38],
      [-76, 38],
      [-77, 37],
    ];
    expect(CommentGeometry.safeParse({ type: 'Polygon', coordinates: [ring] }).success).toBe(true);
    expect(CommentGeometry.safeParse({ type: 'Polygon', coordinates: [ring.slice(0, 3).concat([[-76, 37]])] }).success).toBe(false);
    expect(CommentGeometry.safeParse({ type: 'MultiPoint', coordinates: [[-77, 37]] }).success).toBe(false);
  });
});
