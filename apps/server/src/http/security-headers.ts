import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once at start: they never vary by request, and building them on every
 * request (as the Fastify plugin does) cost half a cheap route's throughput.
 */
export const securityHeadersOf = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    isDone = true;
  });
  // Helmet's middleware is synchronous for static options; anything else would be a surprise worth failing on.
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return headers;
};

/**
 * What the API's JSON answers need: nothing may load or frame them, nothing may sniff them, and no
 * referrer leaves them (OWASP REST Security Cheat Sheet). The page's own policy (scripts, styles,
 * connections, form targets) and headers that only documents read (opener policy, agent cluster, DNS
 * prefetch, IE's download options and XSS filter) would add some 600 bytes to every answer, which
 * the browser never applies to JSON. The documentation under /api/docs is a page and gets the page's.
 */
export const apiSecurityOptions = ({ hsts }: { hsts: boolean }): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  hsts,
});

/** The API's JSON answers, as against pages (the web app, the API's documentation, the sign-in pages). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const registerSecurityHeaders = (app: FastifyInstance, { page, api }: { page: HelmetOptions; api: HelmetOptions }) => {
  const pageHeaders = securityHeadersOf(page);
  const apiHeaders = securityHeadersOf(api);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
};
