import { endpoint } from '../endpoint.js';
import type { generateSocialRequest, socialContent } from '../social.js';

export const socialEndpoints = {
  generate: endpoint<typeof generateSocialRequest, typeof socialContent>('POST', '/api/social-media/generate'),
};
