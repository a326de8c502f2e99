import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import * as autoscaling from './service';

/** doc2 §7 "Database servers": the autoscaling calls (the screen "Database autoscaling"). */
export const registerDatabaseAutoscalingRoutes: RegisterRoutes = (app, { database }) => {
  const depsOf = (auth: AuthContext): autoscaling.AutoscalingDeps => ({ db: database.db, auth });
  addEndpoint(app, endpoints.getDatabaseAutoscaling, async ({ auth }) =>
    autoscaling.readAutoscaling({ deps: depsOf(auth), today: new Date().toISOString().slice(0, 10) }),
  );
  addEndpoint(app, endpoints.getDatabaseAutoscalingConfig, async ({ auth }) =>
    autoscaling.readAutoscalingConfig({ deps: depsOf(auth) }),
  );
  addEndpoint(app, endpoints.listAutoscalingFirstLetters, async ({ auth }) =>
    autoscaling.listFirstLetters({ deps: depsOf(auth) }),
  );
  addEndpoint(app, endpoints.getPlansByFirstLetter, async ({ auth, params }) =>
    autoscaling.readPlansByLetter({ deps: depsOf(auth), letter: params.letter }),
  );
};
