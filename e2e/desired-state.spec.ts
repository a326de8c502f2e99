import { endpoints } from '@console/contract';
import { eventually, expect, expectAccessible, jobEnded, test, type Api, type FreshCustomer } from './fixtures';
import { createOnsiteDeployment } from './pages/deployment-data';

// Each test provisions a customer and runs platform jobs: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const createOnsite = (api: Api, customer: FreshCustomer) => createOnsiteDeployment(api, customer);

/**
 * The simulated platform's machines of a listed hosting group end their transitions one state short of
 * the desired one; listing the customer's group and approving its desired state opens an investigation.
 */
const simulation = async (api: Api) => {
  const before = await api.call(endpoints.getPlatformSimulation);
  const set = (failTargets: string[]) =>
    api.call(endpoints.setPlatformSimulation, {
      body: { failTargets, missingCertificates: before.missingCertificates, hasDefaultDatabase: before.hasDefaultDatabase },
    });
  return { drift: (target: string) => set([...before.failTargets, target]), restore: () => set(before.failTargets) };
};

const driftOnce = async (api: Api, customer: FreshCustomer) => {
  const { job } = await api.call(endpoints.approveCustomerDesiredState, { params: { customerId: customer.id } });
  const ended = await jobEnded(api, job.correlationId);
  expect(ended.isFaulted).toBe(true);
  return job.correlationId;
};

test('an investigation opens when a transition ends out of its desired state, one is deleted and one approved', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const deployment = await createOnsite(api, customer);
  const groupId = deployment.hostingGroupIds[0]!;
  const conditions = await simulation(api);
  await conditions.drift(`onsite-${customer.alias}`);
  try {
    const firstJob = await driftOnce(api, customer);
    await signInAs('admin', '/operations/desiredstate');
    await expect(page.getByRole('heading', { level: 1, name: 'Desired-state investigations' })).toBeVisible();
    const row = page.getByRole('row', { name: `Investigation of ${customer.alias}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: customer.alias, exact: true })).toHaveAttribute(
      'href',
      `/customers/${customer.id}`,
    );
    await expect(row.getByRole('link', { name: `Logs of job ${firstJob}` })).toHaveAttribute(
      'href',
      new RegExp(`JobId%20%3D%20'${firstJob}'`),
    );
    await expect(row.getByRole('link', { name: `Desired state of onsite-${customer.alias}` })).toHaveAttribute(
      'href',
      new RegExp(`/hosting-groups/${groupId}/desired-state$`),
    );
    await expectAccessible(page, 'main');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'main');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Deleting one asks first, with the shared confirmation.
    await row.getByRole('button', { name: `Delete the investigation of ${customer.alias}` }).click();
    const confirmDelete = page.getByRole('dialog', { name: `Delete the investigation of ${customer.alias}` });
    await confirmDelete.getByLabel('Reason for this change').fill('e2e: known drift');
    await confirmDelete.getByRole('button', { name: 'Delete investigation' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(row).toHaveCount(0);

    // The next drift shows without a reload: the transition's completion is pushed live.
    await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
    const secondJob = await driftOnce(api, customer);
    await expect(row.getByRole('link', { name: `Logs of job ${secondJob}` })).toBeVisible();

    // Approved with the group no longer drifting: the investigation closes and the job succeeds.
    await conditions.restore();
    await row.getByRole('button', { name: `Approve ${customer.alias}` }).click();
    const confirmApprove = page.getByRole('dialog', { name: `Approve the desired state of ${customer.alias}` });
    await confirmApprove.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(`Approval started for ${customer.alias}; follow it in the jobs drawer.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await eventually(async () => {
      const { jobs } = await api.call(endpoints.listJobs);
      return jobs.find(
        (job) =>
          job.type === 'desiredState.approveCustomer' && job.target?.id === customer.id && job.isCompleted && !job.isFaulted,
      )
        ? 'succeeded'
        : 'running';
    }).toBe('succeeded');
    const investigations = await api.call(endpoints.listInvestigations);
    expect(investigations.filter((i) => i.customerId === customer.id)).toEqual([]);
  } finally {
    await conditions.restore();
  }
});

test("the hosting group's desired state opens from the address the server gives", async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  const deployment = await createOnsite(api, customer);
  const groupId = deployment.hostingGroupIds[0]!;
  const { url } = await api.call(endpoints.getHostingGroupDesiredStateUrl, { params: { id: groupId } });
  await signInAs('admin', `/hosting-groups/${groupId}`);
  const open = page.getByRole('link', { name: 'Open desired state' });
  await expect(open).toHaveAttribute('href', url);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/hosting-groups/${groupId}/desired-state$`));
  await expect(page.getByRole('heading', { level: 1, name: `Desired state of onsite-${customer.alias}` })).toBeVisible();
  const machines = page.getByRole('table', { name: 'Desired state per machine' });
  await expect(machines.getByRole('row', { name: new RegExp(`${customer.alias}-m1`) })).toContainText('Yes');
  await expectAccessible(page, 'main');
  await page.getByRole('link', { name: `Back to hosting group onsite-${customer.alias}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hosting group onsite-${customer.alias}` })).toBeVisible();
});

test('approving per release channel asks first, naming the chosen channel', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  await signInAs('admin', '/operations/desiredstate');
  const approve = page.getByRole('button', { name: 'Approve channel' });
  // Nothing to approve until a channel is chosen.
  await expect(approve).toBeDisabled();
  await page.getByRole('combobox', { name: 'Release channel' }).click();
  await page.getByRole('option', { name: 'Beta', exact: true }).click();
  await approve.click();
  const dialog = page.getByRole('dialog', { name: 'Approve the desired state of release channel Beta' });
  await expect(dialog).toContainText(
    'The machines of every customer of Beta in this subscription apply their desired state again',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Cancelled: no approval job was started.
  const { jobs } = await api.call(endpoints.listJobs);
  expect(jobs.filter((job) => job.type === 'desiredState.approveChannel')).toEqual([]);
});
