import { z } from 'zod';

// The probes' answers, named by the probes' entries (endpoints/health.ts).

/** GET /healthz: the process answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** GET /readyz: the database answers too (otherwise a 503 with the one error body). */
export const readyAnswer = z.object({ status: z.literal('ready') });
export type ReadyAnswer = z.infer<typeof readyAnswer>;
