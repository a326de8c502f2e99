import { endpoints, type PlatformSimulationConditions } from '@console/contract';
import { expect, test, type Api } from './fixtures';

const noConditions: PlatformSimulationConditions = { failTargets: [], missingCertificates: [], hasDefaultDatabase: true };

const simulate = (api: Api, conditions: PlatformSimulationConditions) =>
  api.call(endpoints.setPlatformSimulation, { body: conditions });

// Each test raises its alarm through the simulated platform, follows the link, then fixes the cause and
// watches the alarm go without a reload.
const cases: {
  alarm: string;
  conditions: PlatformSimulationConditions;
  url: RegExp;
  heading: string;
  detail: string;
}[] = [
  {
    alarm: 'Cannot connect to some Azure Subscriptions',
    conditions: { ...noConditions, failTargets: ['Staging fleet'] },
    url: /\/azure\/managementCertificate$/,
    heading: 'Management certificate',
    detail: 'Staging fleet: The subscription refused the management certificate',
  },
  {
    alarm: 'One or more required hosting certificates are missing',
    conditions: { ...noConditions, missingCertificates: ['code-signing', 'cloud-service-rdp'] },
    url: /\/operations\/certificates$/,
    heading: 'Certificates',
    detail: 'Missing: Code signing, Cloud service RDP',
  },
  {
    alarm: "There doesn't appear to be a default database configured.",
    conditions: { ...noConditions, hasDefaultDatabase: false },
    url: /\/azure\/databases$/,
    heading: 'Database servers',
    detail: 'New customers cannot get a database until a default database is uploaded.',
  },
];

for (const c of cases) {
  test(`the alarm '${c.alarm}' appears, links to its screen and goes away live when fixed`, async ({ page, signInAs, apiAs }) => {
    const api = await apiAs('admin');
    await simulate(api, noConditions);
    await signInAs('admin', '/customers');
    const alarms = page.getByRole('region', { name: 'Alarms' });
    await expect(alarms).toHaveCount(0);
    // Live: the change below reaches this console by a push, not a reload.
    await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
    try {
      await simulate(api, c.conditions);
      const link = alarms.getByRole('link', { name: c.alarm });
      await expect(link).toBeVisible();
      await expect(alarms).toContainText(c.detail);
      await link.click();
      await expect(page).toHaveURL(c.url);
      await expect(page.getByRole('heading', { name: c.heading, level: 1 })).toBeVisible();

      await simulate(api, noConditions);
      await expect(link).toHaveCount(0);
      await expect(alarms).toHaveCount(0);
    } finally {
      await simulate(api, noConditions);
    }
  });
}

test('an operator without database access sees the default database alarm and why it has no link', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  await signInAs('support', '/customers');
  await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
  try {
    await simulate(api, { ...noConditions, hasDefaultDatabase: false });
    const alarms = page.getByRole('region', { name: 'Alarms' });
    await expect(alarms).toContainText("There doesn't appear to be a default database configured.");
    await expect(alarms).toContainText('This needs full database access.');
    await expect(alarms.getByRole('link')).toHaveCount(0);
  } finally {
    await simulate(api, noConditions);
  }
});

test('the Database server tool link opens the management studio for database operators and says why not for others', async ({
  page,
  signInAs,
}) => {
  await signInAs('dbreader', '/customers');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Database server' });
  // The address is asked for when the operator means to use the link (pointing at it or focusing it).
  await link.hover();
  await expect(link).toHaveAttribute('href', 'https://raven.eventsair.example/studio/index.html');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the Database server tool is refused with its reason to an operator without database access', async ({ page, signInAs }) => {
  await signInAs('support', '/customers');
  const tool = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Database server' });
  await expect(tool).toHaveAttribute('aria-disabled', 'true');
  await expect(tool).toHaveAccessibleDescription(
    'This needs database access, read-only database access or database migration access.',
  );
});
