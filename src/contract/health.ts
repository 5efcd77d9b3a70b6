import { z } from 'zod';

// The probes' answers. The server types them with `satisfies` rather than parsing them, to keep
// /healthz bare (it is the benchmarks' reference route); the client reads them as these types.

/** GET /healthz: the process answers. */
const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** GET /readyz: the database answers too (otherwise a 503 with the one error body). */
const readyAnswer = z.object({ status: z.literal('ready') });
export type ReadyAnswer = z.infer<typeof readyAnswer>;
