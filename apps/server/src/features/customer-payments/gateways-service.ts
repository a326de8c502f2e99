import type { CustomerPaymentGatewaysInput, PaymentGateway } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentGateways, type paymentGatewayKinds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asNames, changeCustomer, type DetailDeps } from '../customer-details';
import { findCustomer, requireSubscription } from '../customers';

type GatewayKind = (typeof paymentGatewayKinds)[number];

/** The standard or the custom payment gateways, in their listed order. */
export const listPaymentGateways = async ({ db, kind }: { db: Db; kind: GatewayKind }): Promise<PaymentGateway[]> =>
  db
    .select({ name: paymentGateways.name })
    .from(paymentGateways)
    .where(eq(paymentGateways.kind, kind))
    .orderBy(asc(paymentGateways.position), asc(paymentGateways.name));

const unique = (names: readonly string[]) => [...new Set(names)];

/** `'A' is` or `'A', 'B' are`: the names a reason is about. */
const quoted = (names: readonly string[]) => `${names.map((n) => `'${n}'`).join(', ')} ${names.length === 1 ? 'is' : 'are'}`;

/** Keeps `names` in the order of `order` (the listed order of the gateways). */
const inOrder = (names: readonly string[], order: readonly string[]) => order.filter((n) => names.includes(n));

/**
 * doc1 §7 PUT /customers/{id}/paymentgateways. The choice (standard, or custom gateways picked from the
 * custom list) decides which gateways the customer can use; `paymentGateways` are the ones it uses among
 * them. A change of choice alone keeps the gateways still available and drops the others.
 */
export const updatePaymentGateways = async ({
  deps,
  id,
  input,
}: {
  deps: DetailDeps;
  id: string;
  input: CustomerPaymentGatewaysInput;
}) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const standard = (await listPaymentGateways({ db: deps.db, kind: 'standard' })).map((g) => g.name);
  const custom = (await listPaymentGateways({ db: deps.db, kind: 'custom' })).map((g) => g.name);

  const isStandard = input.isUsingStandardPaymentGateways ?? customer.isUsingStandardPaymentGateways;
  let chosenCustom = asNames(customer.customPaymentGateways);
  if (input.isUsingStandardPaymentGateways !== undefined) {
    const requested = unique(input.customPaymentGateways ?? []);
    const unknown = requested.filter((n) => !custom.includes(n));
    if (unknown.length > 0)
      throw new AppError('badRequest', `Custom payment gateways: ${quoted(unknown)} not one of the custom payment gateways`);
    if (isStandard && requested.length > 0)
      throw new AppError('badRequest', 'Custom payment gateways: only with the choice of custom payment gateways');
    if (!isStandard && requested.length === 0)
      throw new AppError('badRequest', 'Custom payment gateways: choose at least one custom payment gateway');
    chosenCustom = inOrder(requested, custom);
  }
  const available = isStandard ? standard : chosenCustom;

  let used: string[];
  if (input.paymentGateways !== undefined) {
    const requested = unique(input.paymentGateways);
    const unavailable = requested.filter((n) => !available.includes(n));
    if (unavailable.length > 0) {
      const from = isStandard ? 'the standard payment gateways' : `the custom payment gateways of ${customer.alias}`;
      throw new AppError('badRequest', `Payment gateways: ${quoted(unavailable)} not one of ${from}`);
    }
    used = inOrder(requested, available);
  } else {
    used = inOrder(asNames(customer.paymentGateways), available);
  }
  return changeCustomer({
    deps,
    id: customer.id,
    change: {
      isUsingStandardPaymentGateways: isStandard,
      customPaymentGateways: isStandard ? [] : chosenCustom,
      paymentGateways: used,
    },
  });
};

/** doc1 §7 PUT /customers/{id}/paymentgateways/delete: the customer stops using these gateways. */
export const removePaymentGateways = async ({ deps, id, names }: { deps: DetailDeps; id: string; names: string[] }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const current = asNames(customer.paymentGateways);
  const unused = unique(names).filter((n) => !current.includes(n));
  if (unused.length > 0) throw new AppError('badRequest', `Payment gateways: ${quoted(unused)} not used by ${customer.alias}`);
  return changeCustomer({ deps, id: customer.id, change: { paymentGateways: current.filter((n) => !names.includes(n)) } });
};
