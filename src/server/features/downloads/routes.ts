import type { FastifyInstance } from 'fastify';
import { downloadEndpoints } from '../../../contract/endpoints/downloads.js';
import { downloadParams, savedProgress, saveProgressInput } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser, routesFor } from '../auth/current-user.js';
import { saveProgress } from './save-progress.js';
import { sendProductFile } from './send-product-file.js';

export async function downloadRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  const files = [
    { entry: downloadEndpoints.file, params: downloadParams, disposition: 'attachment' },
    { entry: downloadEndpoints.stream, params: downloadParams, disposition: 'inline' },
  ] as const;

  for (const { entry, params, disposition } of files) {
    // HEAD is no method of the endpoint table (the route helper registers GET, POST, ...), so the entry's HEAD is
    // registered here by hand, the same way. Declared before GET so Fastify does not add its own HEAD route,
    // which would read the whole file.
    app.route({
      method: 'HEAD',
      url: entry.path,
      handler: async (request, reply) => {
        const actor = await requireUser(ctx, request);
        const { id } = parseInput(params, request.params);
        return sendProductFile(ctx, { actor, productId: id, request, reply, disposition });
      },
    });
    signedIn(entry, { request: params }, ({ actor, id }, { request, reply }) =>
      sendProductFile(ctx, { actor, productId: id, request, reply, disposition }),
    );
  }

  signedIn(downloadEndpoints.saveProgress, { request: saveProgressInput, answer: savedProgress }, (input) =>
    saveProgress(ctx, { ...input, now: new Date() }),
  );
}
