import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import * as certificates from './service';
import { updateWildcardJob } from './wildcard-job';

/** doc2 §7 "Certificates": the known hosting certificates, their upload and the wildcard's update. */
export const registerCertificateRoutes: RegisterRoutes = (app, { config, database, jobs, live, platform }) => {
  jobs.register(updateWildcardJob);
  const depsOf = (auth: AuthContext): certificates.CertificateDeps => ({ db: database.db, auth, config, jobs, live, platform });

  addEndpoint(app, endpoints.listHostingCertificates, async ({ auth }) => certificates.listCertificates({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.updateWildCardCertificate, async ({ auth }) => certificates.updateWildcard({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.uploadHostingCertificate, async ({ auth, params, file, fields }) =>
    certificates.uploadCertificate({
      deps: depsOf(auth),
      id: params.id,
      file,
      password: fields.password,
      confirmThumbprint: fields.confirmThumbprint,
    }),
  );
};
