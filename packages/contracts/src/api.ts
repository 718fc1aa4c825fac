import { z } from 'zod';

/** The response envelope every /api route answers with (spec §7, generic client behaviour). */
export type ApiEnvelope<Data> = { status: number; statusReason: string; message: string; data: Data };

export const ServiceState = z.enum(['up', 'down']);
export const HealthData = z.object({ db: ServiceState, redis: ServiceState });
export type HealthData = z.infer<typeof HealthData>;
