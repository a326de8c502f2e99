/**
 * The customer page's sections (issue 25): each is an address (`/customers/{id}/{section}`) and shows a
 * group of panels. A panel keeps its own id, so an old link to it (`/customers/{id}#security`) still finds
 * it: it opens the section that holds it. Kept free of components so the router can read it.
 */
export const customerSections = [
  { id: 'overview', title: 'Overview', panels: ['lifecycle'] },
  { id: 'details', title: 'Details', panels: ['details', 'email', 'release', 'logging', 'gds'] },
  { id: 'licence', title: 'Licence', panels: ['licence', 'platform'] },
  { id: 'deployments', title: 'Deployments', panels: ['deployments'] },
  { id: 'domains', title: 'Domains', panels: ['domain', 'url-rewrite', 'portal-aliases', 'security'] },
  { id: 'database', title: 'Database', panels: ['database'] },
  { id: 'payments', title: 'Payments', panels: ['payment-gateways', 'pay-provider', 'deleted-sites'] },
  { id: 'customizations', title: 'Customizations', panels: ['customizations'] },
  { id: 'operations', title: 'Operations', panels: ['operations', 'dead-letters'] },
  { id: 'activity', title: 'Activity', panels: ['activity'] },
] as const;

export type CustomerSectionId = (typeof customerSections)[number]['id'];

/** The section an operator lands on from `/customers/{id}`. */
export const firstCustomerSection: CustomerSectionId = 'overview';

export const isCustomerSectionId = (value: string): value is CustomerSectionId =>
  customerSections.some((section) => section.id === value);

/** The section that holds a panel (`security` → `domains`), or null for an id no panel has. */
export const sectionOfPanel = (panelId: string): CustomerSectionId | null =>
  customerSections.find((section) => (section.panels as readonly string[]).includes(panelId))?.id ?? null;
