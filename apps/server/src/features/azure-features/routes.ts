import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as featureList from './service';

/** doc2 §7 "Feature management": the list itself is served with the customer settings that read it. */
export const registerAzureFeatureRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.addFeature, async ({ body }) =>
    featureList.addFeature({ db: database.db, featureId: body.featureId }),
  );
  addEndpoint(app, endpoints.removeFeature, async ({ params }) =>
    featureList.removeFeature({ db: database.db, featureId: params.id }),
  );
};
