import { type Endpoint, type EndpointAnswer, type EndpointInput, endpointTarget } from '../../contract/endpoint';
import { ApiError } from './api-error';

/** Turns a non-OK answer into an ApiError ("{status}: {body or status text}", with the body's code). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await ApiError.fromResponse(response);
}

/**
 * The one way the client calls the API: cookies always, a JSON content type only when there is a body.
 * Any failure, including no answer at all, rejects with an ApiError.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
      credentials: 'include',
    });
  } catch {
    throw ApiError.network();
  }
  await throwIfNotOk(response);
  return response;
}

type InputArgs<E extends Endpoint> =
  EndpointInput<E> extends undefined
    ? []
    : Record<string, never> extends EndpointInput<E>
      ? [input?: EndpointInput<E>]
      : [input: EndpointInput<E>];

/** Calls an endpoint by its contract entry: its URL, query or body from the input, its answer typed by the entry. */
export async function callApi<E extends Endpoint>(entry: E, ...[input]: InputArgs<E>): Promise<EndpointAnswer<E>> {
  const { url, body } = endpointTarget(entry, input ?? {});
  const response = await apiRequest(entry.method, url, body);
  if (entry.status === 204) return undefined as EndpointAnswer<E>;
  return (await response.json()) as EndpointAnswer<E>;
}

/** A query key for an endpoint: its path, then its input when it has one (so invalidating by path reaches all). */
export const apiQueryKey = <E extends Endpoint>(entry: E, ...[input]: InputArgs<E>) =>
  input === undefined ? [entry.path] : [entry.path, input];

/** apiRequest for a JSON answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/** The answer of an XMLHttpRequest (used where progress is needed): its body, or the same ApiError as apiRequest. */
export function readXhrAnswer<T>(xhr: XMLHttpRequest): T {
  if (xhr.status < 200 || xhr.status >= 300) throw new ApiError(xhr.status, xhr.responseText, xhr.statusText);
  return JSON.parse(xhr.responseText) as T;
}

/**
 * Sends a multipart form through XMLHttpRequest, the one browser API that reports upload progress
 * (0-100). A failure rejects with the same ApiError as apiRequest.
 */
export function sendFormWithProgress<T>(
  method: string,
  url: string,
  data: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const answer = readXhrAnswer<T>(xhr);
        onProgress(100);
        resolve(answer);
      } catch (error) {
        reject(error instanceof ApiError ? error : new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.send(data);
  });
}

const MAX_RETRIES = 3;

/** For queries the spec retries: up to three times, but never after a 401 (retrying will not sign anyone in). */
export const retryUnlessUnauthorized = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 401) && failureCount < MAX_RETRIES;
