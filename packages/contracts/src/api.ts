import { z } from 'zod';

/** The response envelope every /api route answers with (spec §7, generic client behaviour). */
export function apiEnvelope<Data extends z.ZodType>(data: Data) {
  return z.object({
    status: z.number().int(),
    statusReason: z.string(),
    message: z.string(),
    data,
  });
}
export type ApiEnvelope<Data> = { status: number; statusReason: string; message: string; data: Data };

export const ServiceState = z.enum(['up', 'down']);
export const HealthData = z.object({ db: ServiceState, redis: ServiceState });
export type HealthData = z.infer<typeof HealthData>;
