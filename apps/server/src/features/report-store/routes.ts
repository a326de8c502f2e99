import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { deleteCustomReport, listCustomReports, storeCustomReport } from './service';

export const registerReportStoreRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.listCustomReports, async ({ auth, params }) =>
    listCustomReports({ db: database.db, auth, customerId: params.id }),
  );
  addEndpoint(app, endpoints.uploadCustomReport, async ({ auth, params, file }) =>
    storeCustomReport({ db: database.db, auth, customerId: params.id, file }),
  );
  addEndpoint(app, endpoints.deleteCustomReport, async ({ auth, params }) =>
    deleteCustomReport({ db: database.db, auth, customerId: params.id, reportId: params.reportId }),
  );
};
