import { endpoint } from '../endpoint.js';
import type { healthAnswer, readyAnswer } from '../health.js';

export const healthEndpoints = {
  /** Alive: the process answers. */
  live: endpoint<undefined, typeof healthAnswer>('GET', '/healthz'),
  /** Ready: the database answers too (otherwise a 503 with the one error body). */
  ready: endpoint<undefined, typeof readyAnswer>('GET', '/readyz'),
};
