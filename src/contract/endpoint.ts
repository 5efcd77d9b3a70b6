// An API endpoint, written once in src/contract/endpoints/: the server registers it by its entry
// (src/server/lib/route.ts) and the web calls it by its entry (callApi in src/web/lib/request.ts), so neither
// side writes its URL. No zod at run time here: the client's first load imports the entries (decision 043).
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** 302 and 303: a browser navigation the server answers with a redirect (the handler sends it itself). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302 | 303;
type Schema = z.ZodType | undefined;
/** The API's paths are under /api; the two probes sit at the root, where load balancers look for them. */
export type EndpointPath = `/api/${string}` | '/healthz' | '/readyz';

/**
 * `Request` describes the whole input: the path's `:names`, then for GET and DELETE the query string, for the
 * other methods the JSON body (undefined: no input). `Answer` is what a success carries (undefined: no body).
 * Both are named by type; the server's route helper takes the schemas themselves, held to these types.
 */
export interface Endpoint<Request extends Schema = Schema, Answer extends Schema = Schema> {
  readonly method: HttpMethod;
  readonly path: EndpointPath;
  readonly status: SuccessStatus;
  /** Never set: carries the schema types to both sides. */
  readonly schemas?: { request: Request; answer: Answer };
}

/** Declares an endpoint; its request and answer schemas are given as type arguments. */
export function endpoint<Request extends Schema = undefined, Answer extends Schema = undefined>(
  method: HttpMethod,
  path: EndpointPath,
  status: SuccessStatus = 200,
): Endpoint<Request, Answer> {
  return { method, path, status };
}

type RequestOf<E> = E extends Endpoint<infer Request, Schema> ? Request : never;
type AnswerOf<E> = E extends Endpoint<Schema, infer Answer> ? Answer : never;

/** What the web sends: the request schema's input, or nothing. */
export type EndpointInput<E extends Endpoint> = RequestOf<E> extends z.ZodType ? z.input<RequestOf<E>> : undefined;
/** What the server's handler receives: the request schema's output. */
export type EndpointParsedInput<E extends Endpoint> =
  RequestOf<E> extends z.ZodType ? z.output<RequestOf<E>> : Record<string, never>;
/** What the handler returns: the answer schema's input (anything for a 204: nothing is sent). */
export type EndpointResult<E extends Endpoint> = AnswerOf<E> extends z.ZodType ? z.input<AnswerOf<E>> : unknown;
/** What the web receives: the answer schema's output, as JSON carries it. */
export type EndpointAnswer<E extends Endpoint> = AnswerOf<E> extends z.ZodType ? z.output<AnswerOf<E>> : undefined;
/** The schemas the server registers an endpoint with: exactly those its entry names. */
export type EndpointSchemas<E extends Endpoint> = (RequestOf<E> extends z.ZodType
  ? { request: RequestOf<E> }
  : { request?: undefined }) &
  (AnswerOf<E> extends z.ZodType ? { answer: AnswerOf<E> } : { answer?: undefined });

const pathName = /:([A-Za-z]\w*)/g;

/** The names an endpoint's path takes (`/api/cart/:id` → `['id']`). */
export function pathNames(path: string): string[] {
  return [...path.matchAll(pathName)].map((match) => match[1] as string);
}

/**
 * Where to send a call: the path with its names filled in (each value encoded), the rest of the input as the
 * query string (GET, DELETE) or the JSON body (other methods). Values left undefined are not sent.
 */
export function endpointTarget(
  entry: Pick<Endpoint, 'method' | 'path'>,
  input: object = {},
): { url: string; body?: Record<string, unknown> } {
  const values = input as Record<string, unknown>;
  const names = new Set(pathNames(entry.path));
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!names.has(key) && value !== undefined) rest[key] = value;
  const path = entry.path.replace(pathName, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${entry.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  if (entry.method !== 'GET' && entry.method !== 'DELETE') {
    return Object.keys(rest).length > 0 ? { url: path, body: rest } : { url: path };
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path };
}
