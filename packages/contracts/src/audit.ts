import { z } from 'zod';

/**
 * The audit log page's filters, from its address: the kind of subject (`document`, `campaign`:
 * the part of a subject before its colon) and words its subject or summary holds. A value that is
 * not one of these falls back to none.
 */
export const AuditQuery = z.object({
  kind: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/)
    .optional()
    .catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
