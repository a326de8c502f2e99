import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { readAlarmState } from './service';

export const registerAlarmRoutes: RegisterRoutes = (app, { database, platform }) => {
  addEndpoint(app, endpoints.getAlarms, async ({ auth }) => readAlarmState({ db: database.db, monitor: platform.monitor, auth }));
};
