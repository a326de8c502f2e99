import { messages, type CustomerDetails } from '@console/contract';

/** What the payment gateways form edits: doc1 §3 isUsingStandardPaymentGateways, customPaymentGateways, paymentGateways. */
export type GatewayChoice = Pick<CustomerDetails, 'isUsingStandardPaymentGateways' | 'customPaymentGateways' | 'paymentGateways'>;

/** The gateways the customer can use: the standard list, or the custom gateways chosen for it. */
export const availableGateways = (choice: GatewayChoice, standard: readonly string[]): string[] =>
  choice.isUsingStandardPaymentGateways ? [...standard] : [...choice.customPaymentGateways];

/** Keeps `names` in the order of `order`. */
const inOrder = (names: readonly string[], order: readonly string[]) => order.filter((n) => names.includes(n));

/** Standard or custom: the gateways in use that are no longer available are dropped (the server does the same). */
export const withStandardChoice = (choice: GatewayChoice, isStandard: boolean, standard: readonly string[]): GatewayChoice => {
  const next = {
    ...choice,
    isUsingStandardPaymentGateways: isStandard,
    customPaymentGateways: isStandard ? [] : choice.customPaymentGateways,
  };
  return { ...next, paymentGateways: inOrder(choice.paymentGateways, availableGateways(next, standard)) };
};

/** The custom gateways chosen (in the custom list's order); gateways in use that are no longer chosen are dropped. */
export const withCustomGateways = (
  choice: GatewayChoice,
  chosen: readonly string[],
  custom: readonly string[],
): GatewayChoice => {
  const customPaymentGateways = inOrder(chosen, custom);
  return { ...choice, customPaymentGateways, paymentGateways: inOrder(choice.paymentGateways, customPaymentGateways) };
};

/** The gateways in use, kept in the order they are offered. */
export const withUsedGateways = (choice: GatewayChoice, used: readonly string[], standard: readonly string[]): GatewayChoice => ({
  ...choice,
  paymentGateways: inOrder(used, availableGateways(choice, standard)),
});

/** Why the choice cannot be saved (custom gateways without any chosen), or null. */
export const gatewayChoiceProblem = (choice: GatewayChoice): string | null =>
  !choice.isUsingStandardPaymentGateways && choice.customPaymentGateways.length === 0
    ? messages.customerPayments.chooseCustomGateway
    : null;

/**
 * One sentence on what the customer offers. It says "offers", not "uses": the gateways in use are the
 * list beside it, which may be empty while custom gateways are offered (issue 25: the two contradicted).
 */
export const gatewayChoiceSummary = (choice: GatewayChoice): string =>
  choice.isUsingStandardPaymentGateways
    ? 'Offers the standard payment gateways.'
    : `Offers custom payment gateways: ${choice.customPaymentGateways.join(', ')}.`;

/**
 * doc1 §5: the pay-provider setting needs a selected entry; without one the console shows the generic
 * error (doc1 §8 operation helper default) and sends nothing.
 */
export const eaPaySelectionProblem = (selected: string | null): string | null =>
  selected ? null : messages.operation.defaultError;

/** doc1 §5: restoring needs a selected site ('Site Id not found.'). */
export const siteSelectionProblem = (selected: string | null): string | null =>
  selected ? null : messages.customers.siteIdNotFound;
