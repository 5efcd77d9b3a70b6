import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../contract/errors.js';
import { isConnectionLost } from '../db/client.js';
import { AppError } from '../lib/errors.js';

/**
 * How failures are answered (decision 040): a read whose database connection was lost runs once more,
 * and every thrown error becomes the contract's `{ code, message, fields?, feedback? }` with its status.
 */
async function errors(app: FastifyInstance) {
  // A read whose database connection was cut (a restart, a failover, a terminated backend) runs once
  // more, on a fresh connection from the pool. Only GET and HEAD: their few writes (a product view, a
  // delivery) are at worst counted twice; any other method answers 503 (the error handler).
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    const handler = route.handler;
    route.handler = async function readAgainOnLostConnection(request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (!isConnectionLost(error) || reply.sent) throw error;
        request.log.warn({ err: error }, 'database connection lost; reading again');
        // A cut seldom comes alone (a restart ends every connection): a short pause lets the pool hear
        // of the others' deaths before it lends one again (measured: 503s at a cut per second fell from
        // about 10 to 1-3 in 20 s of load).
        await new Promise((resolve) => setTimeout(resolve, 20));
        return handler.call(this, request, reply);
      }
    };
  });

  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A write is not run again: the client is told to retry, and what it sends is idempotent or checked.
    const error = isConnectionLost(thrown)
      ? new AppError('service_unavailable', 'The connection to our database was interrupted. Please try again in a moment.', {
          retryAfterSeconds: 2,
          logMessage: 'database connection lost',
          cause: thrown,
        })
      : thrown;
    let body: ErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        code: error.code,
        message: error.message,
        ...(error.options.fields ? { fields: error.options.fields } : {}),
        ...(error.options.feedback ? { feedback: error.options.feedback } : {}),
      };
      if (error.options.retryAfterSeconds) reply.header('retry-after', String(error.options.retryAfterSeconds));
    } else if (error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        code: status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request',
        message: error.message,
      };
    } else {
      status = 500;
      body = { code: 'internal', message: 'Something went wrong on our side. Please try again.' };
    }
    if (status >= 500)
      request.log.error({ err: error }, (error instanceof AppError && error.options.logMessage) || 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).send(body);
  });
}

// Not encapsulated: the retry and the error handler cover every route, registered after it.
export const errorsPlugin = fp(errors, { name: 'errors' });
