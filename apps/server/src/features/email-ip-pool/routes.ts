import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import * as pool from './service';

/** doc2 §7 "Email IP pool": `/api/operations/{emailProvider}IpManagement/…`. */
export const registerEmailIpPoolRoutes: RegisterRoutes = (app, { config, database }) => {
  const depsOf = (auth: AuthContext): pool.EmailIpDeps => ({ db: database.db, auth, config });

  addEndpoint(app, endpoints.listEmailIpPool, async ({ auth, params }) =>
    pool.listPool({ deps: depsOf(auth), provider: params.provider }),
  );
  addEndpoint(app, endpoints.makeEmailIpGood, async ({ auth, params }) =>
    pool.setState({ deps: depsOf(auth), provider: params.provider, ip: params.ip, state: 'good' }),
  );
  addEndpoint(app, endpoints.makeEmailIpBad, async ({ auth, params }) =>
    pool.setState({ deps: depsOf(auth), provider: params.provider, ip: params.ip, state: 'bad' }),
  );
  addEndpoint(app, endpoints.assignEmailIp, async ({ auth, params, body }) =>
    pool.assignToCustomer({ deps: depsOf(auth), provider: params.provider, ip: params.ip, customerId: body.customerId }),
  );
  addEndpoint(app, endpoints.assignEmailIpToSubUsers, async ({ auth, params, body }) =>
    pool.assignToSubUsers({ deps: depsOf(auth), provider: params.provider, ip: body.ipAddress }),
  );
};
