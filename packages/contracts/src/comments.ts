import { z } from 'zod';

/** The fixed list of comment categories. */
export const commentCategories = [
  'Safety',
  'Congestion',
  'Transit',
  'Walking and biking',
  'Freight and goods movement',
  'Road and bridge condition',
  'Other',
] as const;
export const CommentCategory = z.enum(commentCategories, { error: 'Please choose a category from the list.' });

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const position = z.tuple([longitude, latitude]);

/** Where a comment is: a point, a line along a corridor, or an area (GeoJSON, WGS 84). */
export const CommentGeometry = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Point'), coordinates: position }),
  z.strictObject({ type: z.literal('LineString'), coordinates: z.array(position).min(2).max(500) }),
  z.strictObject({
    type: z.literal('Polygon'),
    coordinates: z
      .array(z.array(position).min(4).max(500))
      .length(1, 'an area is one ring')
      .refine(([ring]) => ring!.at(0)!.every((value, index) => value === ring!.at(-1)![index]), 'the ring must close'),
  }),
]);
export type CommentGeometry = z.infer<typeof CommentGeometry>;

/** Removes markup: comments are plain text wherever they are shown or sent. */
export function stripMarkup(text: string): string {
  return text.replace(/<[^>]*>?/g, '').trim();
}

const plainText = (max: number, message: string) =>
  z
    .string()
    .transform(stripMarkup)
    .pipe(z.string().max(max, message));

export const NewComment = z.object({
  geometry: CommentGeometry,
  category: CommentCategory,
  text: plainText(2000, 'Please keep your comment under 2,000 characters.').pipe(z.string().min(1, 'Please write your comment.')),
  name: plainText(100, 'Please keep your name under 100 characters.').optional(),
  email: z.string().trim().email('Please provide a valid email.').max(254).optional().or(z.literal('').transform(() => undefined)),
  /** Honeypot: people never see it. */
  website: z.string().max(500).optional(),
});
export type NewComment = z.infer<typeof NewComment>;

/** A like: from a signed-in user, or from an anonymous browser's own random id. */
export const CommentInteraction = z.object({
  commentId: z.uuid('expected a comment id'),
  browserId: z.uuid('expected a browser id').optional(),
});

export const CommentResponseUpdate = z.object({
  id: z.uuid('expected a comment id'),
  response: plainText(4000, 'Please keep the response under 4,000 characters.'),
  category: CommentCategory,
});

export const CommentReference = z.object({ commentId: z.uuid('expected a comment id') });
