import type { CloudServiceActualDetails, CloudServiceDetail } from '@console/contract';

/** The decommission proceeds only when the typed name equals the service's (doc2 §2: typed-name confirmation). */
export const isDecommissionConfirmed = (typed: string, serviceName: string) => typed.trim() === serviceName;

/** Azure's cloud service names, as the server checks them: said as the operator types. */
export const serviceNameProblem = (name: string): string | null => {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  return /^[a-z][a-z0-9-]{2,62}$/.test(trimmed)
    ? null
    : 'Use 3 to 63 lower-case letters, digits or hyphens, starting with a letter.';
};

/** A bootstrapper version such as 4.12.0 (three or four numbers). */
export const isVersion = (version: string) => /^\d+\.\d+\.\d+(\.\d+)?$/.test(version.trim());

/** An instance busy with an action shows it; a ready one can be rebooted or reimaged. */
export const isInstanceBusy = (status: string) => status !== 'Ready' && status !== 'Stopped';

/** Why an action of the detail view cannot run now, or null when it can. */
export const whyServiceBusy = (status: string): string | null => {
  switch (status) {
    case 'commissioning':
      return 'The service is still being created.';
    case 'decommissioning':
      return 'The service is being decommissioned.';
    default:
      return null;
  }
};

/** Where the cloud's answer differs from the console's record, one sentence each (none when they agree). */
export const actualDifferences = (
  service: Pick<CloudServiceDetail, 'instanceSize' | 'packageVersion' | 'deployments'>,
  actual: Pick<CloudServiceActualDetails, 'instanceSize' | 'packageVersion' | 'deployments'>,
): string[] => {
  const lines: string[] = [];
  if (actual.instanceSize !== service.instanceSize)
    lines.push(`Instance size: the console has ${service.instanceSize}, the cloud ${actual.instanceSize ?? 'none'}.`);
  if (actual.packageVersion !== null && actual.packageVersion !== service.packageVersion)
    lines.push(`Package version: the console has ${service.packageVersion}, the cloud ${actual.packageVersion}.`);
  const slotsOf = (deployments: readonly { deploymentSlot: string; instances: readonly unknown[] }[]) =>
    new Map(deployments.map((d) => [d.deploymentSlot, d.instances.length]));
  const ours = slotsOf(service.deployments);
  const theirs = slotsOf(actual.deployments);
  for (const slot of [...new Set([...ours.keys(), ...theirs.keys()])].sort()) {
    const mine = ours.get(slot);
    const cloud = theirs.get(slot);
    if (mine === cloud) continue;
    if (cloud === undefined) lines.push(`The ${slot} deployment: the cloud has none.`);
    else if (mine === undefined) lines.push(`The ${slot} deployment: the console has none, the cloud ${cloud} instances.`);
    else lines.push(`The ${slot} deployment: the console has ${mine} instances, the cloud ${cloud}.`);
  }
  return lines;
};
