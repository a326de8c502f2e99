import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { certificateInstallJob } from './certificate-jobs';
import * as certificates from './service';

/** doc2 §7 "Management certificate". */
export const registerManagementCertificateRoutes: RegisterRoutes = (app, { config, database, jobs, platform }) => {
  jobs?.register(certificateInstallJob);
  const depsOf = (auth: AuthContext): certificates.CertificateDeps => ({
    db: database.db,
    auth,
    config,
    jobs,
    monitor: platform.monitor,
  });
  addEndpoint(app, endpoints.getManagementCertificate, async ({ auth }) => certificates.readStatus({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.replaceManagementCertificate, async ({ auth, params }) =>
    certificates.replaceCertificate({ deps: depsOf(auth), thumbprint: params.thumbprint }),
  );
  addEndpoint(app, endpoints.downloadManagementCertificatePfx, async ({ auth, reply }) => {
    const { fileName, content } = await certificates.readPfx({ deps: depsOf(auth) });
    reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
    // The bytes go out as they are: Fastify sends a Buffer without serializing it.
    return content as unknown as string;
  });
};
