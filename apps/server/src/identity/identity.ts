import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { createDevProvider, type DevProvider } from './dev-provider';
import { loadOrCreateDevKeys } from './dev-keys';
import { ensureDevOperators } from './operators';

export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  name: string;
  /** When the token stops being valid; a live connection made with it is closed then. */
  expiresAt: Date | null;
};

export type Identity = {
  issuer: string;
  clientId: string;
  /** Present when the development provider is served by this process. */
  devProvider?: DevProvider;
  verifyToken: (token: string) => Promise<VerifiedIdentity>;
};

const discoverJwks = (issuer: string): JWTVerifyGetKey => {
  let remote: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    if (!remote) {
      const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new AppError('unavailable', 'The identity provider could not be reached');
      const metadata = (await response.json()) as { jwks_uri: string };
      remote = createRemoteJWKSet(new URL(metadata.jwks_uri));
    }
    return remote(header, token);
  };
};

/** `issuerKeys` replaces discovery of an external issuer's keys (tests sign with a key of their own). */
export const createIdentity = async (config: Config, db: Db, issuerKeys?: JWTVerifyGetKey): Promise<Identity> => {
  let issuer: string;
  let jwks: JWTVerifyGetKey;
  let devProvider: DevProvider | undefined;
  if (config.oidcIssuer) {
    issuer = config.oidcIssuer;
    jwks = issuerKeys ?? discoverJwks(issuer);
  } else {
    const keys = await loadOrCreateDevKeys(db);
    devProvider = createDevProvider(config, db, keys);
    issuer = devProvider.issuer;
    jwks = createLocalJWKSet({ keys: [keys.publicKey] });
    await ensureDevOperators(db, issuer);
  }
  const verifyToken = async (token: string): Promise<VerifiedIdentity> => {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, jwks, {
        issuer,
        audience: config.oidcClientId,
        algorithms: ['RS256', 'PS256', 'ES256'],
        // A token that never expires, or says nothing of when it was issued, is refused.
        requiredClaims: ['exp', 'iat'],
        clockTolerance: config.tokenClockToleranceSeconds,
      });
      if (!payload.sub) throw new Error('no subject');
      // Only an id token signs an operator in: its type is left out or "JWT" (RFC 7519 §5.1); an access
      // token (at+jwt), a logout token or any other JWT the same provider signs is not one.
      if (protectedHeader.typ !== undefined && !/^(application\/)?jwt$/i.test(protectedHeader.typ)) {
        throw new Error('not an id token');
      }
      // jose checks that iat is a number, not when it is: one issued in the future is a forged clock.
      if (payload.iat! > Date.now() / 1000 + config.tokenClockToleranceSeconds) throw new Error('issued in the future');
      // OpenID Connect Core §3.1.3.7: a token for several audiences names the one it was issued to (azp),
      // and that must be this console; an azp naming another client is refused however aud reads. Issue
      // 23 asks more than the letter of §3.1.3.7: any audience array needs azp, since the providers we
      // support issue an id token's aud as one string and an array is a token made for something else.
      if ((Array.isArray(payload.aud) || payload.azp !== undefined) && payload.azp !== config.oidcClientId) {
        throw new Error('issued to another client');
      }
      const name = String(payload.name ?? payload.preferred_username ?? payload.email ?? payload.sub);
      // Valid until its expiry plus the clock tolerance: a live connection made with it closes then.
      const expiresAt = new Date((payload.exp! + config.tokenClockToleranceSeconds) * 1000);
      return { issuer, subject: payload.sub, name, expiresAt };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('unauthorized', 'The token is invalid or has expired');
    }
  };
  return { issuer, clientId: config.oidcClientId, devProvider, verifyToken };
};
