import { z } from 'zod';

/** An address an admin stops all e-mail to (issue 21), with why. */
export const SuppressionEntry = z.object({
  email: z.string().trim().toLowerCase().email('Please give a valid e-mail address.').max(254, 'Please give a valid e-mail address.'),
  detail: z.string().trim().max(1000, 'The note is at most 1,000 characters.').optional().default(''),
});
export type SuppressionEntry = z.infer<typeof SuppressionEntry>;

/** The list's search. */
export const SuppressionQuery = z.object({ q: z.string().trim().max(254).optional().catch(undefined) });
