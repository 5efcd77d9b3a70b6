import type { FastifyInstance } from 'fastify';
import { categoryList } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { listCategories } from './list-categories.js';

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/categories', async () => categoryList.parse(await listCategories(ctx.db)));
}
