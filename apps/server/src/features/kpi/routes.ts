import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { generateKpiDataJob } from './kpi-jobs';
import * as kpi from './service';

/** doc2 §7 KPI: date options, generation (a job per date) and the process information. */
export const registerKpiRoutes: RegisterRoutes = (app, { database, jobs }) => {
  jobs.register(generateKpiDataJob);
  const depsOf = (auth: AuthContext): kpi.KpiDeps => ({ db: database.db, auth, jobs });

  addEndpoint(app, endpoints.getKpiDateOptions, async ({ auth }) => kpi.getDateOptions({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.getKpiProcessInformation, async ({ auth }) => kpi.getProcessInformation({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.generateKpiData, async ({ auth, params }) =>
    kpi.generate({ deps: depsOf(auth), date: params.date }),
  );
  addEndpoint(app, endpoints.updateKpiProcessInformation, async ({ auth, body }) =>
    kpi.updateProcessInformation({ deps: depsOf(auth), body }),
  );
};
