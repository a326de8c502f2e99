import AxeBuilder from '@axe-core/playwright';
import {
  buildPath,
  changeReasonHeader,
  endpoints,
  subscriptionHeader,
  tokenStorageKey,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Job,
} from '@console/contract';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * The one set of browser-test fixtures. Specs create the data they need through the API (a fresh
 * customer per test), start every test with the seeded operators in their first subscription, and
 * poll state with `eventually` — never a fixed sleep.
 */

export type OperatorName = 'admin' | 'dbreader' | 'migrator' | 'support';

export const operatorNames: OperatorName[] = ['admin', 'dbreader', 'migrator', 'support'];

export const subscriptions = {
  production: { id: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c10', name: 'Production fleet' },
  staging: { id: 'a8e5d9c4-1b2f-4e6a-8c3d-7f9e0a1b2c3d', name: 'Staging fleet' },
} as const;

const password = process.env.DEV_PASSWORD ?? 'operator';

/** Signs in through the development provider's form in a page of its own and returns the id_token. */
const signInForToken = async (browser: Browser, baseURL: string, operator: OperatorName): Promise<string> => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Username').fill(operator);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: /^Operator: / })).toBeVisible();
    const token = await page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);
    if (!token) throw new Error(`signing in as ${operator} stored no token`);
    return token;
  } finally {
    await context.close();
  }
};

type CallInput<E extends Endpoint> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  subscriptionId?: string;
  changeReason?: string;
};

/** A contract endpoint called as one operator, the way the console calls it. */
export type Api = {
  operator: OperatorName;
  token: string;
  call: <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => Promise<EndpointResponse<E>>;
  /** The raw response, for tests of refusals. */
  send: <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => ReturnType<APIRequestContext['fetch']>;
};

const createApi = (request: APIRequestContext, operator: OperatorName, token: string): Api => {
  const send: Api['send'] = (endpoint, input = {}) => {
    const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (input.subscriptionId) headers[subscriptionHeader] = input.subscriptionId;
    if (input.changeReason) headers[changeReasonHeader] = encodeURIComponent(input.changeReason);
    return request.fetch(path, {
      method: endpoint.method,
      headers,
      params: input.query as Record<string, string | number | boolean> | undefined,
      data: input.body,
    });
  };
  return {
    operator,
    token,
    send,
    call: async (endpoint, input) => {
      const response = await send(endpoint, input);
      if (!response.ok()) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} as ${operator}: ${response.status()} ${response.headers()['x-reason'] ?? ''}`,
        );
      }
      if (response.status() === 204 || !endpoint.response) return undefined as EndpointResponse<typeof endpoint>;
      return (await response.json()) as EndpointResponse<typeof endpoint>;
    },
  };
};

/** Polls `read` until it passes `expect`-style: the one way specs wait for state. */
export const eventually = <T>(read: () => T | Promise<T>, options: { timeout?: number; message?: string } = {}) =>
  expect.poll(read, { timeout: options.timeout ?? 20_000, intervals: [100, 250, 500, 1000], message: options.message });

/** Fails on any serious or critical accessibility violation in the page (or in the part `include` names). */
export const expectAccessible = async (page: Page, include?: string) => {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'accessibility violations',
  ).toEqual([]);
};

let customerCount = 0;

/** An alias no other test (or repeat) uses: at most 15 characters, lower case. */
export const uniqueAlias = (prefix = 'e2e') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(customerCount++).toString(36)}${Math.random().toString(36).slice(2, 5)}`
    .toLowerCase()
    .slice(0, 15);

export type FreshCustomer = { id: string; alias: string; name: string; subscriptionId: string };

/** Waits until a job has ended and returns it. */
export const jobEnded = async (api: Api, correlationId: string, subscriptionId?: string): Promise<Job> => {
  let ended: Job | undefined;
  await eventually(async () => {
    const { jobs } = await api.call(endpoints.listJobs, { subscriptionId });
    ended = jobs.find((job) => job.correlationId === correlationId && job.isCompleted);
    return ended !== undefined;
  }).toBe(true);
  return ended!;
};

/** Quick-creates a customer of its own for one test and waits until it is provisioned (active). */
export const createCustomer = async (
  api: Api,
  options: { name?: string; subscriptionId?: string; isDisabled?: boolean; azureLocation?: string; aliasPrefix?: string } = {},
): Promise<FreshCustomer> => {
  const alias = uniqueAlias(options.aliasPrefix);
  const name = options.name ?? `E2E ${alias}`;
  const subscriptionId = options.subscriptionId ?? subscriptions.production.id;
  const created = await api.call(endpoints.quickCreateCustomer, {
    subscriptionId,
    body: {
      customerName: name,
      customerAlias: alias,
      customerEmailDomain: 'mail.eventsair.example',
      azureDeploymentDetails: { selectedAzureLocation: options.azureLocation ?? null, selectedHostingPlan: 'Dedicated' },
      basePlanDetails: { firstDayOfWeek: 'Monday' },
      licenseDetails: {
        licenseOfferingId: 'Professional',
        airCastPerHourCost: 10,
        paymentGatewayRate: 1,
        currencyCode: 'AUD',
        activeUserRate: 45,
        additionalOfficeRate: 300,
        visualModeCost: 150,
        remoteAttendeeCost: 3,
      },
    },
  });
  const job = await jobEnded(api, created.job.correlationId, subscriptionId);
  if (job.isFaulted) {
    const reasons = job.steps.filter((step) => step.state === 'failed').map((step) => `${step.name}: ${step.message ?? ''}`);
    throw new Error(`provisioning ${alias} faulted: ${job.faultReason ?? ''} ${reasons.join('; ')}`);
  }
  if (options.isDisabled) {
    const disabling = await api.call(endpoints.disableCustomer, { params: { id: created.customer.id }, subscriptionId });
    await jobEnded(api, disabling.correlationId, subscriptionId);
  }
  return { id: created.customer.id, alias, name, subscriptionId };
};

type WorkerFixtures = { tokens: (operator: OperatorName) => Promise<string> };

type TestFixtures = {
  /** The API as an operator (admin unless named). */
  apiAs: (operator?: OperatorName) => Promise<Api>;
  /** Opens `path` already signed in as `operator` (the token is placed where the console keeps it). */
  signInAs: (operator: OperatorName, path?: string) => Promise<void>;
  /** A customer made for this test alone, provisioned and active, in the production subscription. */
  customer: FreshCustomer;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  tokens: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const cache = new Map<OperatorName, Promise<string>>();
      await use((operator) => {
        if (!cache.has(operator)) cache.set(operator, signInForToken(browser, baseURL, operator));
        return cache.get(operator)!;
      });
    },
    { scope: 'worker' },
  ],
  apiAs: async ({ request, tokens }, use) => {
    await use(async (operator = 'admin') => createApi(request, operator, await tokens(operator)));
  },
  signInAs: async ({ page, tokens }, use) => {
    await use(async (operator, path = '/') => {
      const token = await tokens(operator);
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('e2e.signedIn')) {
            localStorage.setItem(key, value);
            sessionStorage.setItem('e2e.signedIn', '1');
          }
        },
        [tokenStorageKey, token] as const,
      );
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^Operator: / })).toBeVisible();
    });
  },
  customer: async ({ apiAs }, use) => {
    await use(await createCustomer(await apiAs('admin')));
  },
  // Every test starts with each seeded operator in the first subscription, whatever the last one chose.
  page: async ({ page, request, tokens }, use) => {
    for (const operator of operatorNames) {
      const api = createApi(request, operator, await tokens(operator));
      await api.call(endpoints.moveToOtherSubscription, { body: { subscriptionId: subscriptions.production.id } });
    }
    await use(page);
  },
});

export { expect };

/** A computed colour of an element as [r, g, b] 0–255, whatever CSS notation the browser reports it in. */
export const rgbOf = (locator: Locator, property: 'color' | 'background-color') =>
  locator.evaluate((el, name) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(el).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as const;
  }, property);

/** Whether a colour reads as red: its red channel well above the others. */
export const isReddish = ([r, g, b]: readonly [number, number, number]) => r - Math.max(g, b) > 60;
