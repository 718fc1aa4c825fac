import { z } from 'zod';
import { type Language, languages } from './languages';

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
export type CommentCategory = z.infer<typeof CommentCategory>;

/**
 * The categories as the Spanish edition names them (issue 62). A comment keeps the English name
 * (staff filter, count and export by it); only what a reader of the Spanish pages sees is Spanish.
 */
export const spanishCommentCategories: Record<CommentCategory, string> = {
  Safety: 'Seguridad',
  Congestion: 'Congestión',
  Transit: 'Transporte público',
  'Walking and biking': 'Caminar y andar en bicicleta',
  'Freight and goods movement': 'Carga y transporte de mercancías',
  'Road and bridge condition': 'Estado de carreteras y puentes',
  Other: 'Otro',
};

/** A stored category as a page in `language` names it; a name from before the list is shown as stored. */
export const commentCategoryIn = (language: Language, category: string): string =>
  language === 'es' ? (spanishCommentCategories[category as CommentCategory] ?? category) : category;

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

/**
 * What people write, kept as written (issue 22, slip 0): only the surrounding blanks and control
 * characters (other than line breaks and tabs) go. "Speeds < 25 mph, > 40 on the bypass" and
 * "I <3 the new trail" stay whole; a regex that deleted from `<` to `>` cut them. Text is never
 * markup here: React and React Email escape it wherever it is shown or sent.
 */
export function asWritten(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

const plainText = (max: number, message: string) => z.string().transform(asWritten).pipe(z.string().max(max, message));

export const NewComment = z.object({
  geometry: CommentGeometry,
  category: CommentCategory,
  text: plainText(2000, 'Please keep your comment under 2,000 characters.').pipe(z.string().min(1, 'Please write your comment.')),
  /** Where the comment applies, in words: the non-map path's address or place. */
  locationNote: plainText(200, 'Please keep the address or place under 200 characters.').optional(),
  name: plainText(100, 'Please keep your name under 100 characters.').optional(),
  email: z
    .string()
    .trim()
    .email('Please provide a valid email.')
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The comment period it is for (issue 41), while that period is open. */
  periodId: z
    .uuid('Please choose a comment period from the list.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The edition of the form it was written in (issue 62): its receipt and reply are written in it. English unless said. */
  language: z.enum(languages, { error: 'expected en or es' }).optional(),
  /** Honeypot: people never see it. */
  website: z.string().max(500).optional(),
});
export type NewComment = z.infer<typeof NewComment>;

/** The comments list's filters (the non-map path and get-all-comments); all optional. */
export const CommentFilters = z.object({
  category: CommentCategory.optional().or(z.literal('').transform(() => undefined)),
  locality: z
    .string()
    .regex(/^51[0-9]{3}$/, 'expected a Virginia locality FIPS code')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  answered: z
    .enum(['yes', 'no'], { error: 'expected yes or no' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A comment period's id (issue 41). */
  period: z
    .uuid('expected a comment period id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type CommentFilters = z.infer<typeof CommentFilters>;

/** Staff's filters of the comments (the admin list and its exports): the public ones, and whether hidden. */
export const StaffCommentFilters = CommentFilters.extend({
  visibility: z
    .enum(['all', 'visible', 'hidden'], { error: 'expected all, visible or hidden' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type StaffCommentFilters = z.infer<typeof StaffCommentFilters>;

/** GET /api/admin/comments/export: the filtered comments as CSV or GeoJSON. */
export const CommentExportQuery = StaffCommentFilters.extend({
  format: z.enum(['csv', 'geojson'], { error: 'expected csv or geojson' }),
});

/** A like: from a signed-in user, or from a browser (by the cookie the server gives it; a browserId older clients send is ignored). */
export const CommentInteraction = z.object({
  commentId: z.uuid('expected a comment id'),
});

/** A visitor flags a comment for staff (abusive, personal data, off topic…), saying why. */
export const CommentFlag = CommentInteraction.extend({
  reason: plainText(500, 'Please keep the reason under 500 characters.').pipe(z.string().min(1, 'Please say why you are flagging this comment.')),
});

export const CommentResponseUpdate = z.object({
  id: z.uuid('expected a comment id'),
  response: plainText(4000, 'Please keep the response under 4,000 characters.'),
  category: CommentCategory,
});

export const CommentReference = z.object({ commentId: z.uuid('expected a comment id') });

/** Reusable staff responses: a reviewer picks one, then may edit it. */
export const commentResponseTemplates = [
  {
    id: 'thanks-logged',
    label: 'Thank you — logged for the next needs update',
    text: 'Thank you for your comment. We have logged it for the next update of the VTrans mid-term needs, and we share it with the district planners for this area.',
  },
  {
    id: 'forwarded-vdot',
    label: 'Forwarded to the VDOT district',
    text: 'Thank you. This concerns day-to-day maintenance or operations, so we have forwarded it to the VDOT district office, which will follow up. You can also report road problems at my.vdot.virginia.gov.',
  },
  {
    id: 'local-matter',
    label: 'A matter for the locality',
    text: 'Thank you. This street is maintained by the locality, so we have passed your comment to its public works department.',
  },
] as const;

/** A comment named by its first words, quoted: “The bridge on Route 11 is…” (staff's messages and confirmations). */
export const commentFirstWords = (text: string, most = 60) => `“${text.length > most ? `${text.slice(0, most).trimEnd()}…` : text}”`;
