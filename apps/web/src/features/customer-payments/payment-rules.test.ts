import { describe, expect, it } from 'vitest';
import {
  availableGateways,
  eaPaySelectionProblem,
  gatewayChoiceProblem,
  gatewayChoiceSummary,
  siteSelectionProblem,
  withCustomGateways,
  withStandardChoice,
  withUsedGateways,
} from './payment-rules';

const standard = ['Stripe', 'PayPal', 'Windcave'];
const custom = ['Adyen', 'Worldpay', 'Moneris'];

describe('payment gateway choice', () => {
  const onStandard = { isUsingStandardPaymentGateways: true, customPaymentGateways: [], paymentGateways: ['Stripe', 'Windcave'] };

  it('offers the standard list, or the custom gateways chosen', () => {
    expect(availableGateways(onStandard, standard)).toEqual(['Stripe', 'PayPal', 'Windcave']);
    const onCustom = { isUsingStandardPaymentGateways: false, customPaymentGateways: ['Worldpay'], paymentGateways: [] };
    expect(availableGateways(onCustom, standard)).toEqual(['Worldpay']);
  });

  it('switching to custom drops the standard gateways in use; back to standard clears the custom ones', () => {
    const switched = withStandardChoice(onStandard, false, standard);
    expect(switched).toEqual({ isUsingStandardPaymentGateways: false, customPaymentGateways: [], paymentGateways: [] });
    const chosen = withCustomGateways(switched, ['Moneris', 'Adyen'], custom);
    expect(chosen.customPaymentGateways).toEqual(['Adyen', 'Moneris']);
    const used = withUsedGateways(chosen, ['Moneris', 'Adyen', 'Stripe'], standard);
    expect(used.paymentGateways).toEqual(['Adyen', 'Moneris']);
    const narrowed = withCustomGateways(used, ['Moneris'], custom);
    expect(narrowed.paymentGateways).toEqual(['Moneris']);
    expect(withStandardChoice(narrowed, true, standard)).toEqual({
      isUsingStandardPaymentGateways: true,
      customPaymentGateways: [],
      paymentGateways: [],
    });
  });

  it('custom gateways need at least one chosen', () => {
    expect(gatewayChoiceProblem({ isUsingStandardPaymentGateways: false, customPaymentGateways: [], paymentGateways: [] })).toBe(
      'Choose at least one custom payment gateway',
    );
    expect(gatewayChoiceProblem(onStandard)).toBeNull();
    expect(
      gatewayChoiceProblem({ isUsingStandardPaymentGateways: false, customPaymentGateways: ['Adyen'], paymentGateways: [] }),
    ).toBeNull();
  });

  it('says what the customer offers', () => {
    expect(gatewayChoiceSummary(onStandard)).toBe('Offers the standard payment gateways.');
    expect(
      gatewayChoiceSummary({
        isUsingStandardPaymentGateways: false,
        customPaymentGateways: ['Adyen', 'Moneris'],
        paymentGateways: [],
      }),
    ).toBe('Offers custom payment gateways: Adyen, Moneris.');
  });
});

describe('selections', () => {
  it('the pay-provider setting without a selected entry is the generic error', () => {
    expect(eaPaySelectionProblem(null)).toBe('Something went wrong, please try again in a few minutes.');
    expect(eaPaySelectionProblem('eap_x_aud')).toBeNull();
  });

  it("restoring without a selected site is 'Site Id not found.'", () => {
    expect(siteSelectionProblem(null)).toBe('Site Id not found.');
    expect(siteSelectionProblem('7f1c…')).toBeNull();
  });
});
