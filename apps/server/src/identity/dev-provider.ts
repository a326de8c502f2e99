import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { default as Provider, Configuration } from 'oidc-provider';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { operators } from '../db/schema';
import type { DevKeys } from './dev-keys';
import { devAccounts } from './dev-accounts';

export const devIssuerPath = '/oidc';

export type DevProvider = {
  issuer: string;
  /**
   * The provider, created on first use: oidc-provider and Koa under it are loaded by the first sign-in,
   * not by every start (issue 10, goal 5).
   */
  provider: () => Promise<Provider>;
};

/** Browser origins the development client may return to: the console itself and the Vite dev server. */
export const devRedirectOrigins = (config: Config) => [config.publicUrl, 'http://localhost:5173'];

export const createDevProvider = (config: Config, db: Db, keys: DevKeys): DevProvider => {
  if (config.isProduction) {
    throw new Error(
      'The development identity provider refuses to start when ENVIRONMENT is production: set OIDC_ISSUER and OIDC_CLIENT_ID.',
    );
  }
  const issuer = `${config.publicUrl}${devIssuerPath}`;
  const origins = devRedirectOrigins(config);
  const configuration: Configuration = {
    clients: [
      {
        client_id: config.oidcClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/signin`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/signin?signedOut=true`),
      },
    ],
    jwks: { keys: [keys.signingKey as never] },
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    // Without this the id_token carries only `sub` (docs/architecture.md).
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = providerPage(
            'Sign out',
            `<h1>Sign out of ${escapeHtml(config.productName)}?</h1>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = providerPage(
            'Signed out',
            `<h1>You are signed out</h1><p><a href="${escapeHtml(config.publicUrl)}/">Sign in to ${escapeHtml(config.productName)} again</a></p>`,
          );
        },
      },
    },
    // The provider's own pages load nothing from other sites (the console's CSP allows none).
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const description = String(out.error_description ?? out.error ?? 'The sign-in request could not be completed.');
      ctx.body = providerPage(
        'Sign-in problem',
        `<h1>Sign-in could not continue</h1><p role="alert" class="error">${escapeHtml(description)}</p>
<p><a href="${escapeHtml(config.publicUrl)}/">Go back to ${escapeHtml(config.productName)} and sign in again</a></p>`,
      );
    },
    pkce: { required: () => true },
    ttl: { IdToken: 8 * 60 * 60, Session: 8 * 60 * 60 },
    interactions: { url: (_ctx, interaction) => `${devIssuerPath}/interaction/${interaction.uid}` },
    // First-party console: the operator is never asked to consent.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, subject) => {
      const [operator] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.issuer, issuer), eq(operators.subject, subject)));
      if (!operator) return undefined;
      return {
        accountId: subject,
        claims: async () => ({ sub: subject, name: operator.name, preferred_username: subject }),
      };
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
  };
  let creating: Promise<Provider> | undefined;
  const provider = () =>
    (creating ??= import('oidc-provider').then(
      ({ default: OidcProvider }) => {
        const created = new OidcProvider(issuer, configuration);
        created.proxy = true;
        return created;
      },
      (error: unknown) => {
        creating = undefined;
        throw error;
      },
    ));
  return { issuer, provider };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One page of the development provider, styled by its own stylesheet (nothing loaded from elsewhere). */
const providerPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${devIssuerPath}/static/sign-in.css"></head>
<body><main>${body}</main></body></html>`;

const signInPage = (action: string, productName: string, error?: string, username = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - ${escapeHtml(productName)}</title><link rel="stylesheet" href="${devIssuerPath}/static/sign-in.css"></head>
<body><main><h1>Sign in to ${escapeHtml(productName)}</h1>
<p class="hint">Development identity provider. Accounts: ${devAccounts.map((a) => a.username).join(', ')}.</p>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;

const signInCss = `body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(360px,90vw)}
h1{font-size:1.25rem;margin-top:0}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #ced4da;border-radius:4px;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.6rem;background:#1864ab;color:#fff;border:0;border-radius:4px;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#1864ab;border:1px solid #1864ab}a{color:#1864ab}
button:focus-visible,input:focus-visible,a:focus-visible{outline:2px solid #1c7ed6;outline-offset:2px}
.error{color:#c92a2a;background:#fff5f5;padding:.5rem;border-radius:4px}.hint{color:#495057;font-size:.875rem}`;

/** Mounts the provider under /oidc, with our own sign-in form for its login interaction. */
export const mountDevProvider = async (app: FastifyInstance, dev: DevProvider, config: Config) => {
  let callback: ReturnType<Provider['callback']> | undefined;
  const passToProvider = async (request: FastifyRequest, reply: FastifyReply) => {
    callback ??= (await dev.provider()).callback();
    reply.hijack();
    // The provider's routes are relative to its mount point, as under express; it reads
    // originalUrl to learn that mount point when it builds its own URLs.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    const rest = raw.url!.slice(devIssuerPath.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    callback(request.raw, reply.raw);
  };

  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.setErrorHandler((error: Error & { isSignInLimit?: boolean; statusCode?: number }, request, reply) => {
      if (!error.isSignInLimit) throw error;
      const uid = (request.params as { uid?: string }).uid ?? '';
      return reply
        .code(429)
        .type('text/html')
        .send(signInPage(`${devIssuerPath}/interaction/${uid}/login`, config.productName, error.message));
    });
    scope.get(`${devIssuerPath}/static/sign-in.css`, async (_request, reply) => reply.type('text/css').send(signInCss));
    scope.get<{ Params: { uid: string } }>(`${devIssuerPath}/interaction/:uid`, async (request, reply) => {
      const details = await (await dev.provider()).interactionDetails(request.raw, reply.raw);
      return reply.type('text/html').send(signInPage(`${devIssuerPath}/interaction/${details.uid}/login`, config.productName));
    });
    scope.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
      `${devIssuerPath}/interaction/:uid/login`,
      {
        config: {
          // Guessing passwords: a few attempts per username and address per minute.
          rateLimit: {
            // After the form is parsed, so that attempts are counted per username.
            hook: 'preHandler',
            max: config.signInAttemptsPerMinute,
            timeWindow: 60_000,
            keyGenerator: (request: FastifyRequest) =>
              `${request.ip}:${String((request.body as { username?: unknown } | undefined)?.username ?? '')
                .trim()
                .toLowerCase()}`,
            errorResponseBuilder: () =>
              Object.assign(new Error('Too many sign-in attempts for this username: wait a minute and try again.'), {
                statusCode: 429,
                isSignInLimit: true,
              }),
          },
        },
      },
      async (request, reply) => {
        const provider = await dev.provider();
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const username = String(request.body?.username ?? '').trim();
        const password = String(request.body?.password ?? '');
        const account = devAccounts.find((a) => a.username === username);
        if (!account || password !== config.devPassword) {
          return reply
            .code(401)
            .type('text/html')
            .send(
              signInPage(
                `${devIssuerPath}/interaction/${details.uid}/login`,
                config.productName,
                'That username and password do not match an operator.',
                username,
              ),
            );
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.username } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  await app.register(async (scope) => {
    // Leave request bodies unread: the provider parses them itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(devIssuerPath, passToProvider);
    scope.all(`${devIssuerPath}/*`, passToProvider);
  });
};
