import { maxCustomizations } from '@console/contract';
import { AppError } from '../../lib/app-error';
import { asCustomizations, changeCustomer, type DetailDeps } from '../customer-details';
import { findCustomer, requireSubscription } from '../customers';

const load = async (deps: DetailDeps, id: string) =>
  findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });

/** doc1 §7 GET /customers/{id}/customizations/: title and alias of each, in alias order. */
export const listCustomizations = async ({ deps, id }: { deps: DetailDeps; id: string }) =>
  asCustomizations((await load(deps, id)).customizations);

/** doc1 §7 PUT /customers/{id}/customizations/{alias}: adds the customization, or changes its title. */
export const saveCustomization = async ({
  deps,
  id,
  alias,
  title,
}: {
  deps: DetailDeps;
  id: string;
  alias: string;
  title: string;
}) => {
  const customer = await load(deps, id);
  const current = asCustomizations(customer.customizations);
  const isNew = !current.some((c) => c.alias === alias);
  if (isNew && current.length >= maxCustomizations)
    throw new AppError('conflict', `${customer.alias} has ${maxCustomizations} customizations, the most a customer can have`);
  const next = isNew ? [...current, { title, alias }] : current.map((c) => (c.alias === alias ? { title, alias } : c));
  const details = await changeCustomer({ deps, id: customer.id, change: { customizations: asCustomizations(next) } });
  return details.customizations;
};

/** doc1 §7 DELETE /customers/{id}/customizations/{alias}; an alias the customer does not have is not found. */
export const deleteCustomization = async ({ deps, id, alias }: { deps: DetailDeps; id: string; alias: string }) => {
  const customer = await load(deps, id);
  const current = asCustomizations(customer.customizations);
  if (!current.some((c) => c.alias === alias))
    throw new AppError('notFound', `Customization ${alias} of ${customer.alias} was not found`);
  const details = await changeCustomer({
    deps,
    id: customer.id,
    change: { customizations: current.filter((c) => c.alias !== alias) },
  });
  return details.customizations;
};
