import type { FastifyInstance } from 'fastify';
import { addToCartRequest, cartItem, cartItemList, cartItemParams } from '../../../contract/cart.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { addToCart } from './add-to-cart.js';
import { listCartLines } from './list-cart-lines.js';
import { removeFromCart } from './remove-from-cart.js';

export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/cart', async (request) => {
    const actor = await requireUser(ctx, request);
    return cartItemList.parse(await listCartLines(ctx, { actor }));
  });

  app.post('/api/cart', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const { productId } = parseInput(addToCartRequest, request.body);
    const item = await addToCart(ctx, { actor, productId });
    return reply.code(201).send(cartItem.parse(item));
  });

  app.delete('/api/cart/:id', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(cartItemParams, request.params);
    await removeFromCart(ctx, { actor, cartItemId: id });
    return reply.code(204).send();
  });
}
