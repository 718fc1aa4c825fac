import { describe, expect, it } from 'vitest';
import { CommentGeometry, NewComment, stripMarkup } from './comments';

describe('map comments', () => {
  it('strip markup, leaving the words', () => {
    expect(stripMarkup('<script>alert(1)</script><b>Unsafe</b> crossing <img src=x onerror=y')).toBe('alert(1)Unsafe crossing');
  });

  it('count the 2,000-character limit after markup is gone', () => {
    const base = { geometry: { type: 'Point', coordinates: [-77.4, 37.5] }, category: 'Safety' };
    expect(NewComment.safeParse({ ...base, text: `<p>${'x'.repeat(2000)}</p>` }).success).toBe(true);
    expect(NewComment.safeParse({ ...base, text: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('take a point, a line or one closed ring, and nothing else', () => {
    expect(CommentGeometry.safeParse({ type: 'LineString', coordinates: [[-77, 37]] }).success).toBe(false);
    const ring = [[-77, 37], [-77, 38], [-76, 38], [-77, 37]];
    expect(CommentGeometry.safeParse({ type: 'Polygon', coordinates: [ring] }).success).toBe(true);
    expect(CommentGeometry.safeParse({ type: 'Polygon', coordinates: [ring.slice(0, 3).concat([[-76, 37]])] }).success).toBe(false);
    expect(CommentGeometry.safeParse({ type: 'MultiPoint', coordinates: [[-77, 37]] }).success).toBe(false);
  });
});
