import { z } from 'zod';

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof category>;

export const categoryList = z.array(category);
