import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointParsedInput, EndpointResult, EndpointSchemas } from '../../contract/endpoint.js';
import { parseInput } from './validate.js';

/** What a handler may need of the HTTP exchange besides its input: cookies, headers, the client's address. */
export interface RouteCall {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An answer already serialised and checked against the contract (the catalogue's cache keeps them as text). */
export class JsonText {
  constructor(readonly text: string) {}
}

type Handler<E extends Endpoint, Input> = (
  input: Input,
  call: RouteCall,
) => Promise<EndpointResult<E> | JsonText> | EndpointResult<E> | JsonText;

const readsQuery = (entry: Endpoint) => entry.method === 'GET' || entry.method === 'DELETE';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's input as its entry describes it: the query (GET, DELETE) or the body, with the path's names. */
function requestInput(entry: Endpoint, request: FastifyRequest): unknown {
  const part = readsQuery(entry) ? request.query : request.body;
  const params = request.params as Record<string, string> | undefined;
  const hasParams = params !== undefined && Object.keys(params).length > 0;
  if (!hasParams) return part ?? {};
  return isPlainObject(part) || part === undefined ? { ...part, ...params } : part;
}

/**
 * Registers the API's endpoints by their contract entries: the input parsed (a 400 naming each bad field),
 * the answer parsed and sent with the entry's status, any thrown AppError mapped by the one error handler.
 * `signedIn` resolves the actor first (a 401 before any input is read) and passes `{ actor, ...input }`,
 * the shape actions take (decision 017).
 */
export function createRoutes<Actor>(app: FastifyInstance, requireActor: (request: FastifyRequest) => Promise<Actor>) {
  function register<E extends Endpoint>(
    entry: E,
    schemas: EndpointSchemas<E>,
    handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) {
    const answerSchema = (schemas as { answer?: { parse(value: unknown): unknown } }).answer;
    app.route({
      method: entry.method,
      url: entry.path,
      handler: async (request, reply) => {
        const answer = await handle(request, reply);
        // A handler that answers itself (a redirect, a file stream) returns the reply.
        if (answer === reply || reply.sent) return reply;
        if (answer instanceof JsonText) {
          return reply.code(entry.status).type('application/json; charset=utf-8').send(answer.text);
        }
        if (entry.status === 204 || answerSchema === undefined) return reply.code(entry.status).send();
        return reply.code(entry.status).send(answerSchema.parse(answer));
      },
    });
  }

  const parse = <E extends Endpoint>(entry: E, schemas: EndpointSchemas<E>, request: FastifyRequest) => {
    const requestSchema = (schemas as { request?: Parameters<typeof parseInput>[0] }).request;
    return (requestSchema ? parseInput(requestSchema, requestInput(entry, request)) : {}) as EndpointParsedInput<E>;
  };

  return {
    /** An endpoint anyone may call. */
    open<E extends Endpoint>(entry: E, schemas: EndpointSchemas<E>, handler: Handler<E, EndpointParsedInput<E>>) {
      register(entry, schemas, (request, reply) => Promise.resolve(handler(parse(entry, schemas, request), { request, reply })));
    },
    /** An endpoint for the signed-in: a 401 without a session. */
    signedIn<E extends Endpoint>(
      entry: E,
      schemas: EndpointSchemas<E>,
      handler: Handler<E, EndpointParsedInput<E> & { actor: Actor }>,
    ) {
      register(entry, schemas, async (request, reply) => {
        const actor = await requireActor(request);
        const input = parse(entry, schemas, request) as EndpointParsedInput<E> & object;
        return handler({ ...input, actor }, { request, reply });
      });
    },
  };
}
