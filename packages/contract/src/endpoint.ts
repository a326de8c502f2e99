import type { z } from 'zod';
import type { EndpointScope, EnvironmentRule, Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/api/customers/:id`. */
  path: string;
  summary: string;
  /**
   * Who may call it (permissions.ts): `anyone` needs no token; every other value needs a verified
   * id_token and, beyond `signedIn`, the operator flag it names. Enforced once, before the handler.
   */
  permission: Permission;
  /** Calls that exist only outside production (feature branches) or only in it (beta cleanup). */
  environment?: EnvironmentRule;
  /** `subscription` (the default) refuses an operator without a subscription; `operator` does not. */
  scope?: EndpointScope;
  /**
   * Removes something (decommission, delete, remove, cancel, …). The console asks for a short reason in
   * its confirmation and sends it in the change-reason header; production refuses the call without one.
   * The reason is kept in the audit record. A contract test requires it of every call whose method or
   * path names a removal (`destructive-rule.ts`).
   */
  isDestructive?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success response body; `null` for an empty body. */
  response: z.ZodType | null;
  /** The success status code, 200 unless stated. */
  status?: number;
  /**
   * The media type of a success answer that is not JSON (a CSV or a file download). The server sends
   * it as the answer's content type (`answerContentType`) and the OpenAPI document lists the answer
   * under it, so outside tools expect what arrives.
   */
  produces?: 'text/csv' | 'application/x-pkcs12' | 'application/x-rdp';
  /**
   * A download opened in a new window, which cannot send headers: the id_token (and subscription_id)
   * may travel as query values instead. The logger and the audit record redact them from URLs.
   */
  acceptsTokenInQuery?: boolean;
  /**
   * A form's save of the customer named by the path's `:id`: the console sends the version of the
   * customer it read in If-Match, and a save over a newer version answers 409 naming who changed it and
   * when (decision 006). Checked once, in the request's unit of work, before the handler runs.
   */
  isFormEdit?: boolean;
  /** A POST that changes nothing (e.g. whoami); it is not written to the audit record. */
  isReadOnly?: boolean;
  /**
   * A change the platform makes at once and cannot take back (dead letters replayed or deleted), which
   * may take a bounded while: it runs outside a transaction, so that no database lock is held while the
   * platform works, and its audit record is written once it has answered, before the answer leaves.
   */
  runsOutsideTransaction?: boolean;
  /**
   * A multipart upload of one file: the file's field name, what the server accepts before storing it
   * (size, name endings), and the form's other text fields (validated like a body).
   */
  upload?: {
    field: string;
    maxBytes: number;
    extensions: readonly string[];
    fields?: z.ZodType;
    /** The status of a file whose name has another ending: 415 unless stated (certificates answer 400). */
    wrongEndingStatus?: 400 | 415;
  };
};

/** Whether a call needs a signed-in operator. */
export const isSignInRequired = (endpoint: Pick<Endpoint, 'permission'>): boolean => endpoint.permission !== 'anyone';

/** Whether a call changes something, so that it runs in one transaction with its audit record. */
export const isChange = (endpoint: Pick<Endpoint, 'method' | 'isReadOnly'>): boolean =>
  endpoint.method !== 'GET' && endpoint.method !== 'HEAD' && !endpoint.isReadOnly;

/** The header a form's save carries: the version of the record it read, as an entity tag (`"7"`). */
export const versionHeader = 'if-match';

export const versionTag = (version: number): string => `"${version}"`;

/** The version an If-Match value names, or null for anything that is not one entity tag of a whole number. */
export const versionOfTag = (tag: string | undefined): number | null => {
  const match = tag === undefined ? null : /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(tag);
  return match ? Number(match[1]) : null;
};

/** The content type of a success answer with a body: JSON unless the endpoint `produces` another (text in UTF-8). */
export const answerContentType = (endpoint: Pick<Endpoint, 'produces'>): string => {
  const mediaType = endpoint.produces ?? 'application/json';
  return mediaType.startsWith('text/') ? `${mediaType}; charset=utf-8` : mediaType;
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type EndpointParams<E extends Endpoint> = Infer<E['params']>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query']>;
export type EndpointBody<E extends Endpoint> = Infer<E['body']>;
export type EndpointUploadFields<E extends Endpoint> = E['upload'] extends { fields: z.ZodType }
  ? z.infer<E['upload']['fields']>
  : undefined;
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? z.infer<E['response']> : void;

/** Fills `:name` segments of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
