import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

/**
 * Who may call an endpoint. `public` needs no token; `operator` needs a verified id_token.
 * Permission flags beyond sign-in are checked by the service, which knows the target.
 */
export type EndpointAccess = 'public' | 'operator';

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/api/customers/:id`. */
  path: string;
  summary: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success response body; `null` for an empty body. */
  response: z.ZodType | null;
  /** The success status code, 200 unless stated. */
  status?: number;
  /** A POST that changes nothing (e.g. whoami); it is not written to the audit record. */
  isReadOnly?: boolean;
  /** A multipart upload of one file: the field name and what the server accepts before storing it. */
  upload?: { field: string; maxBytes: number; extensions: readonly string[] };
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type EndpointParams<E extends Endpoint> = Infer<E['params']>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query']>;
export type EndpointBody<E extends Endpoint> = Infer<E['body']>;
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? z.infer<E['response']> : void;

/** Fills `:name` segments of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
