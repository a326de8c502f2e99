import { constants, type SpfCheck } from '@console/contract';

/**
 * The SPF check of a domain. The simulated DNS answers for every domain: the provider's own mail
 * domain and any domain whose first label does not start with 'nospf' publish a record that includes
 * the provider's senders; a 'nospf…' domain publishes none, so operators can see a failing check.
 */
export const checkSpf = (domain: string): SpfCheck => {
  if (domain.startsWith('nospf')) {
    return { domain, isPassing: false, record: null, message: `${domain} has no SPF record that lets EventsAIR send its mail` };
  }
  const record = `v=spf1 include:${constants.defaultEmailDomain} ~all`;
  return { domain, isPassing: true, record, message: `${domain} lets EventsAIR send its mail` };
};
