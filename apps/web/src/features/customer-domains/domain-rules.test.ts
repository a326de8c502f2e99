import { messages, type CustomDomain, type DomainState, type Job } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  certificateExpiry,
  certificateFileProblem,
  certificateOrderText,
  conditionsToSend,
  customDomainCertificate,
  domainJobSuccessToast,
  domainsOf,
  emptyCondition,
  isCertificateFileName,
  isDomainJobEnded,
  portalAliasesProblem,
  urlRewriteProblems,
  validationText,
  whyNotValidated,
} from './domain-rules';

const condition = { input: '{HTTP_HOST}', pattern: '^a', ignoreCase: true, negate: false };

const state = (change: Partial<DomainState> = {}): DomainState => ({
  domainName: 'events.acme.example',
  txtRecords: [],
  areTxtRecordsPublished: false,
  validationState: 'notValidated',
  validationReason: null,
  validatedAt: null,
  certificateOrderState: 'notOrdered',
  certificateOrderReason: null,
  orderedCertificate: null,
  frontDoorState: 'notAdded',
  frontDoorReason: null,
  ...change,
});

describe('URL rewrite rules', () => {
  it('drops an empty first condition only', () => {
    expect(conditionsToSend([emptyCondition(), condition])).toEqual([condition]);
    expect(conditionsToSend([emptyCondition()])).toEqual([]);
    expect(conditionsToSend([condition, emptyCondition()])).toEqual([condition, emptyCondition()]);
    expect(conditionsToSend([])).toEqual([]);
  });

  it('requires a p12 or pfx file with a domain name, and a rule name without path characters', () => {
    const draft = { ruleName: 'Awards', domainName: '', conditions: [], file: null };
    expect(urlRewriteProblems(draft)).toEqual({});
    expect(urlRewriteProblems({ ...draft, domainName: 'awards.example' })).toEqual({ file: messages.customers.selectP12OrPfx });
    expect(urlRewriteProblems({ ...draft, domainName: 'awards.example', file: { name: 'cert.txt' } }).file).toBe(
      'Please select a p12 or pfx file to upload',
    );
    expect(urlRewriteProblems({ ...draft, domainName: 'awards.example', file: { name: 'CERT.P12' } })).toEqual({});
    expect(urlRewriteProblems({ ...draft, ruleName: ' ' }).ruleName).toBe('Enter a rule name');
    expect(urlRewriteProblems({ ...draft, ruleName: 'a/b' }).ruleName).toMatch(/cannot contain/);
    expect(urlRewriteProblems({ ...draft, ruleName: '..' }).ruleName).toMatch(/cannot contain/);
  });

  it('knows certificate file endings', () => {
    expect(isCertificateFileName('a.pfx')).toBe(true);
    expect(isCertificateFileName('a.PFX')).toBe(true);
    expect(isCertificateFileName('a.p12')).toBe(true);
    expect(isCertificateFileName('a.pem')).toBe(false);
    expect(certificateFileProblem(null)).toBe(messages.customers.selectP12OrPfx);
    expect(certificateFileProblem({ name: 'x.p12' })).toBeNull();
  });
});

describe('portal aliases', () => {
  it('are required', () => {
    expect(portalAliasesProblem('')).toBe('Please add portal aliases');
    expect(portalAliasesProblem(' , ;\n')).toBe('Please add portal aliases');
    expect(portalAliasesProblem('register')).toBeNull();
  });
});

describe('domains', () => {
  const domain: CustomDomain = {
    customDomainName: 'events.acme.example',
    enableEventsAirDomain: true,
    certificate: null,
    portalAliases: [],
    urlRewriteRules: [
      { ruleName: 'Awards', conditionsDto: [], domainName: 'awards.acme.example', certificate: null },
      { ruleName: 'Plain', conditionsDto: [], domainName: null, certificate: null },
      { ruleName: 'Same', conditionsDto: [], domainName: 'events.acme.example', certificate: null },
    ],
    domains: [state({ validationState: 'validated' })],
  };

  it('lists the custom domain first, then each rule domain once, with its state', () => {
    expect(domainsOf(domain).map((d) => [d.domainName, d.source, d.state?.validationState ?? null])).toEqual([
      ['events.acme.example', 'Custom domain', 'validated'],
      ['awards.acme.example', 'URL rewrite rule Awards', null],
    ]);
  });

  it('says the validation and order state with the platform’s reason', () => {
    expect(validationText(null)).toBe('Not validated');
    expect(validationText(state({ validationState: 'validated' }))).toBe('Validated');
    expect(validationText(state({ validationState: 'failed', validationReason: 'DNS is still propagating' }))).toBe(
      'Validation failed: DNS is still propagating',
    );
    expect(certificateOrderText(state({ certificateOrderState: 'failed', certificateOrderReason: 'timed out' }))).toBe(
      'Certificate order failed: timed out',
    );
    expect(whyNotValidated(state())).toBe('Validate the domain first');
    expect(whyNotValidated(state({ validationState: 'validated' }))).toBeNull();
  });
});

describe('domain jobs', () => {
  const job = (change: Partial<Job> = {}): Job => ({
    id: '1',
    correlationId: 'c1',
    type: 'customerDomain.validate',
    name: 'Validate domain events.acme.example of acme',
    target: { type: 'customer', id: 'cust', name: 'acme' },
    startedAtUtc: '2026-11-25T10:00:00Z',
    completedAtUtc: '2026-11-25T10:00:01Z',
    isCompleted: true,
    isFaulted: false,
    faultReason: null,
    startedBy: null,
    canRetryFailed: false,
    canRetry: false,
    retryFrom: 'start',
    retryCount: 0,
    canCancel: false,
    cancelRequestedBy: null,
    steps: [],
    ...change,
  });
  const mine = () => true;

  it('toasts the success of a domain job this tab started, in doc1 §8 words', () => {
    expect(domainJobSuccessToast({ change: 'changed', entity: job() }, 'cust', 'acme', mine)).toBe(
      'Successfully updated domain validation for acme',
    );
    expect(
      domainJobSuccessToast(
        { change: 'changed', entity: job({ type: 'customerDomain.orderCertificate' }) },
        'cust',
        'acme',
        mine,
      ),
    ).toBe('Successfully updated certificate order for acme');
    expect(domainJobSuccessToast({ change: 'changed', entity: job({ isFaulted: true }) }, 'cust', 'acme', mine)).toBeNull();
    expect(domainJobSuccessToast({ change: 'changed', entity: job() }, 'other', 'acme', mine)).toBeNull();
    expect(domainJobSuccessToast({ change: 'changed', entity: job() }, 'cust', 'acme', () => false)).toBeNull();
    expect(
      domainJobSuccessToast({ change: 'changed', entity: job({ type: 'customer.repair' }) }, 'cust', 'acme', mine),
    ).toBeNull();
  });

  it('reads the domain again when a domain job on the customer ends', () => {
    expect(isDomainJobEnded({ change: 'changed', entity: job() }, 'cust')).toBe(true);
    expect(isDomainJobEnded({ change: 'changed', entity: job({ isCompleted: false }) }, 'cust')).toBe(false);
    expect(isDomainJobEnded({ change: 'changed', entity: job() }, 'other')).toBe(false);
  });
});

describe('the custom domain certificate', () => {
  const now = Date.parse('2026-11-28T00:00:00Z');
  const certificate = {
    thumbprint: 'AB12',
    subject: 'events.acme.example',
    names: ['events.acme.example'],
    notAfter: '2027-02-25T00:00:00Z',
  };
  const domain = (change: Partial<CustomDomain> = {}): CustomDomain => ({
    customDomainName: 'events.acme.example',
    enableEventsAirDomain: false,
    certificate: null,
    portalAliases: [],
    urlRewriteRules: [],
    domains: [],
    ...change,
  });

  it('is the ordered one when none was uploaded, so the panel never says none beside an issued order', () => {
    const ordered = domain({ domains: [state({ certificateOrderState: 'issued', orderedCertificate: certificate })] });
    expect(customDomainCertificate(ordered)).toEqual({ kind: 'ordered', certificate });
    expect(customDomainCertificate({ ...ordered, certificate })).toEqual({ kind: 'uploaded', certificate });
    expect(customDomainCertificate(domain())).toEqual({ kind: 'none' });
    expect(customDomainCertificate(domain({ domains: [state({ certificateOrderState: 'ordering' })] }))).toEqual({
      kind: 'ordering',
    });
  });

  it('warns within 30 days of the expiry and once expired', () => {
    expect(certificateExpiry('2027-02-25T00:00:00Z', now)).toEqual({ kind: 'later' });
    expect(certificateExpiry('2026-12-28T00:00:00Z', now)).toEqual({ kind: 'soon', days: 30 });
    expect(certificateExpiry('2026-12-29T00:00:00Z', now)).toEqual({ kind: 'later' });
    expect(certificateExpiry('2026-11-29T00:00:00Z', now)).toEqual({ kind: 'soon', days: 1 });
    expect(certificateExpiry('2026-11-27T00:00:00Z', now)).toEqual({ kind: 'expired' });
  });
});
