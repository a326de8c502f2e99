import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import * as keys from './service';

/** doc2 §7 "Intrusion-detection keys" (under /api/operations/ossecKeys). */
export const registerOssecKeyRoutes: RegisterRoutes = (app, { config, database }) => {
  const depsOf = (auth: AuthContext): keys.OssecKeyDeps => ({ db: database.db, auth, config });
  addEndpoint(app, endpoints.listOssecKeys, async ({ auth }) => keys.listKeys({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.uploadOssecKeys, async ({ auth, file }) => keys.uploadKeys({ deps: depsOf(auth), file }));
  addEndpoint(app, endpoints.deallocateOssecKey, async ({ auth, body }) =>
    keys.deallocateKey({ deps: depsOf(auth), keyId: body.keyId }),
  );
};
