import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { promotionJob } from './promotion-job';
import * as releases from './service';

export const registerReleaseRoutes: RegisterRoutes = (app, { database, jobs, live }) => {
  jobs.register(promotionJob);
  const depsOf = (auth: AuthContext): releases.ReleaseDeps => ({ db: database.db, auth, jobs, live });
  addEndpoint(app, endpoints.listReleases, async ({ query }) => releases.listReleases({ db: database.db, ...query }));
  addEndpoint(app, endpoints.createRelease, async ({ auth, body }) =>
    releases.createRelease({ deps: depsOf(auth), version: body.version }),
  );
  addEndpoint(app, endpoints.createReleaseChannel, async ({ auth, body }) =>
    releases.createReleaseChannel({ deps: depsOf(auth), name: body.name }),
  );
  addEndpoint(app, endpoints.deleteReleaseChannel, async ({ auth, params }) =>
    releases.deleteReleaseChannel({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.getReleaseChannel, async ({ params }) =>
    releases.getReleaseChannel({ db: database.db, id: params.id }),
  );
  addEndpoint(app, endpoints.previewPromotion, async ({ auth, params }) =>
    releases.previewPromotion({ deps: depsOf(auth), releaseId: params.releaseId, channelId: params.channelId }),
  );
  addEndpoint(app, endpoints.promoteRelease, async ({ auth, params, body }) =>
    releases.promoteRelease({
      deps: depsOf(auth),
      releaseId: params.releaseId,
      channelId: params.channelId,
      expectedCurrentReleaseId: body.expectedCurrentReleaseId,
    }),
  );
  addEndpoint(app, endpoints.cleanUpBeta, async ({ auth }) => releases.cleanUpBeta({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.computeStabilityIndex, async ({ auth, params }) =>
    releases.computeStabilityIndex({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.validateSemanticVersion, async ({ body }) =>
    releases.validateSemanticVersion({ db: database.db, candidate: body.candidate }),
  );
  addEndpoint(app, endpoints.validateReleaseChannelName, async ({ body }) =>
    releases.validateReleaseChannelName({ db: database.db, candidate: body.candidate }),
  );
};
