import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs an operator in through the development identity provider over HTTP, as the browser does: the
 * authorization code flow with PKCE, the provider's own sign-in form and its cookies. The id_token the
 * console then takes as its bearer token. Every redirect is followed against `baseUrl`, whatever host
 * the provider names (it names PUBLIC_URL's).
 */
export const signInThroughDevProvider = async ({
  baseUrl,
  publicUrl,
  username,
  password = 'operator',
  clientId = 'operations-console',
}: {
  baseUrl: string;
  publicUrl: string;
  username: string;
  password?: string;
  clientId?: string;
}): Promise<string> => {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const target = new URL(url, baseUrl);
    const response = await fetch(new URL(target.pathname + target.search, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const split = pair!.indexOf('=');
      cookies.set(pair!.slice(0, split).trim(), pair!.slice(split + 1));
    }
    return response;
  };
  const follow = async (response: Response, until: (location: URL) => boolean): Promise<URL> => {
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`sign-in stopped at ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const next = new URL(location, baseUrl);
      if (until(next)) return next;
      response = await send(location);
    }
    throw new Error('sign-in: too many redirects');
  };

  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${publicUrl}/signin`;
  const authorize = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: redirectUri,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const interaction = await follow(await send(`/oidc/auth?${authorize}`), (location) =>
    location.pathname.startsWith('/oidc/interaction/'),
  );
  const form = await send(`${interaction.pathname}`);
  if (!form.ok) throw new Error(`sign-in form: ${form.status}`);
  await form.text();
  const login = await send(`${interaction.pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const back = await follow(login, (location) => location.pathname === '/signin');
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`sign-in: no code in ${back.search}`);
  const token = await send('/oidc/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { id_token?: string; error?: string; error_description?: string };
  if (!body.id_token) throw new Error(`sign-in token: ${token.status} ${body.error ?? ''} ${body.error_description ?? ''}`);
  return body.id_token;
};
