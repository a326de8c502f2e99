import {
  changeReasonHeader,
  decodeHeaderText,
  findUnstorableText,
  hasUnstorableText,
  isSignInRequired,
  refusalFor,
  unstorableTextProblem,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Authenticator } from '../identity/authenticator';
import { AppError } from '../lib/app-error';
import { authenticate } from './auth';

const maxChangeReasonLength = 500;

const isEmptyBody = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * The one place that decides who may call what, before any handler runs: the token (401), the
 * contract's permission, environment and subscription rules (403), the reason a destructive change
 * needs in production (400), and input no handler should ever see (400): text PostgreSQL cannot
 * store (in the change reason's header, params, query and body here; in an upload's file name and
 * fields where it is read, http/read-upload.ts), a body on a call that takes none.
 */
export const registerEndpointGuard = (
  app: FastifyInstance,
  { config, authenticator }: { config: Pick<Config, 'isProduction'>; authenticator: Authenticator },
) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('changeReason', null);
  app.decorateRequest('isAudited', false);

  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    const header = request.headers[changeReasonHeader];
    const reason = decodeHeaderText(String(Array.isArray(header) ? header[0] : (header ?? ''))).trim();
    // Percent-encoded, the reason can carry a NUL or half a character: refused below, never stored.
    const isReasonStorable = !hasUnstorableText(reason);
    if (reason && isReasonStorable) request.changeReason = reason.slice(0, maxChangeReasonLength);
    if (!isSignInRequired(endpoint)) {
      if (!isReasonStorable) throw new AppError('badRequest', unstorableTextProblem(['reason']));
      return;
    }
    const auth = await authenticate(request, authenticator);
    request.auth = auth;
    const refusal = refusalFor(endpoint, {
      flags: auth.operator,
      isProduction: config.isProduction,
      hasSubscription: auth.subscriptionId !== null,
    });
    if (refusal) throw new AppError('forbidden', refusal);
    if (!isReasonStorable) throw new AppError('badRequest', unstorableTextProblem(['reason']));
    if (endpoint.isDestructive && config.isProduction && !request.changeReason) {
      throw new AppError('badRequest', 'Reason: say why this is being removed; production needs a reason for every removal.');
    }
  });

  // An operator's own change (their current subscription, say) is seen by their very next call,
  // before the database's change notification reaches this process.
  app.addHook('onSend', async (request) => {
    if (request.isAudited && request.auth) authenticator.forget(request.auth.operator.id);
  });

  app.addHook('preValidation', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnstorableText(value);
      if (path) throw new AppError('badRequest', unstorableTextProblem(path.length > 0 ? path : [part]));
    }
    if (!endpoint.body && !endpoint.upload && (request.isMultipart() || !isEmptyBody(request.body))) {
      throw new AppError('badRequest', 'This call takes no body; send it without one.');
    }
  });
};
