import type { CustomerDetails } from '@console/contract';
import { CustomDomainSection } from './custom-domain-section';
import { useDomainJobsLive } from './domain-queries';
import { SecuritySection } from './security-section';
import { PortalAliasesSection, UrlRewriteSection } from './url-rewrite-section';

/** The customer page's custom domain, URL rewrite, portal alias and security sections (issue 12). */
export const CustomerDomainSections = ({ customer }: { customer: CustomerDetails }) => {
  useDomainJobsLive(customer.id, customer.alias);
  return (
    <>
      <CustomDomainSection customer={customer} />
      <UrlRewriteSection customer={customer} />
      <PortalAliasesSection customer={customer} />
      <SecuritySection customer={customer} />
    </>
  );
};
