import {
  buildPath,
  changeReasonHeader,
  decodeHeaderText,
  encodeHeaderText,
  reasonHeader,
  subscriptionHeader,
  versionHeader,
  versionTag,
  type Endpoint,
  type ErrorDetails,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@console/contract';
import { ApiError, NoResponseError } from './api-error';
import { getSubscriptionId, getToken } from './session';

type CallInput<E extends Endpoint> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  /** Why the operator makes a destructive change (asked in its confirmation); kept in the audit record. */
  changeReason?: string;
  /** A form's save: the version of the record the form read (If-Match); a newer one answers 409. */
  version?: number;
};

const toSearch = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The details the error body may carry (contract errors.ts), each kept only when it has its declared type. */
const detailsOf = (body: Record<string, unknown>): ErrorDetails => {
  const details: ErrorDetails = {
    runningJobCorrelationId: textOf(body.runningJobCorrelationId),
    changedBy: textOf(body.changedBy),
    changedAt: textOf(body.changedAt),
    currentVersion: typeof body.currentVersion === 'number' ? body.currentVersion : undefined,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
};

const readError = async (response: Response, path: string) => {
  let errorMessage: string | null = null;
  let details: ErrorDetails = {};
  try {
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.errorMessage === 'string') errorMessage = body.errorMessage;
    details = detailsOf(body);
  } catch {
    // An error without a JSON body still carries its status and reason.
  }
  const reason = response.headers.get(reasonHeader);
  return new ApiError({
    status: response.status,
    reason: reason === null ? null : decodeHeaderText(reason),
    errorMessage,
    path,
    details,
  });
};

/** Sends one file to an upload endpoint (multipart, the contract's field name). */
export const uploadFile = async <E extends Endpoint & { upload: NonNullable<Endpoint['upload']> }>(
  endpoint: E,
  input: { params?: EndpointParams<E>; file: File; fields?: Record<string, string> },
): Promise<EndpointResponse<E>> => {
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const subscriptionId = getSubscriptionId();
  if (subscriptionId) headers[subscriptionHeader] = subscriptionId;
  const form = new FormData();
  // The text fields first: the server reads them before the file.
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  form.append(endpoint.upload.field, input.file, input.file.name);
  let response: Response;
  try {
    response = await fetch(path, { method: endpoint.method, headers, body: form });
  } catch (error) {
    throw new NoResponseError(error);
  }
  if (!response.ok) throw await readError(response, path);
  return (await response.json()) as EndpointResponse<E>;
};

/** Calls one contract endpoint with the bearer token and the selected subscription. */
export const callEndpoint = async <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<EndpointResponse<E>> => {
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>) + toSearch(input.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const subscriptionId = getSubscriptionId();
  if (subscriptionId) headers[subscriptionHeader] = subscriptionId;
  if (input.changeReason?.trim()) headers[changeReasonHeader] = encodeHeaderText(input.changeReason.trim());
  if (input.version !== undefined) headers[versionHeader] = versionTag(input.version);
  const hasBody = input.body !== undefined && endpoint.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal: input.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NoResponseError(error);
  }
  if (!response.ok) throw await readError(response, path);
  if (response.status === 204 || !endpoint.response) return undefined as EndpointResponse<E>;
  return (await response.json()) as EndpointResponse<E>;
};

/** The file name a download's Content-Disposition gives, or null. */
export const attachmentFileName = (header: string | null): string | null => {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * Calls a download endpoint (e.g. a CSV report) with the bearer token and the selected subscription, and
 * hands the file to the browser under the name the server gives it.
 */
/**
 * A download opened in a new window cannot send headers: the id_token and the subscription travel as
 * query values of the endpoint's address (the server redacts them from logs and audit records).
 */
export const tokenInQueryUrl = (
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string>,
  token: string,
  subscriptionId: string | null,
) => {
  const search = new URLSearchParams({ id_token: token });
  if (subscriptionId) search.set('subscription_id', subscriptionId);
  return `${buildPath(endpoint.path, params)}?${search.toString()}`;
};

export const downloadEndpoint = async <E extends Endpoint>(
  endpoint: E,
  input: { params?: EndpointParams<E>; query?: EndpointQuery<E>; fallbackName: string },
): Promise<string> => {
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>) + toSearch(input.query);
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const subscriptionId = getSubscriptionId();
  if (subscriptionId) headers[subscriptionHeader] = subscriptionId;
  let response: Response;
  try {
    response = await fetch(path, { method: endpoint.method, headers });
  } catch (error) {
    throw new NoResponseError(error);
  }
  if (!response.ok) throw await readError(response, path);
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? input.fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return fileName;
};
