import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesByPath } from './errors';

describe('issues by path', () => {
  it('names each bad field, and each unknown one a strict object refused, by its full path', () => {
    const schema = z.object({ zoom: z.number().max(22), view: z.object({ center: z.tuple([z.number(), z.number().max(90)]) }).strict() }).strict();
    const parsed = schema.safeParse({ zoom: 40, view: { center: [-77, 95], tilt: 3 }, extra: 1 });
    expect(issuesByPath(parsed.error!)).toEqual({
      zoom: expect.any(String),
      'view.center.1': expect.any(String),
      'view.tilt': 'not accepted here',
      extra: 'not accepted here',
    });
    expect(issuesByPath(z.string().safeParse(1).error!, '(query)')).toEqual({ '(query)': expect.any(String) });
  });
});
