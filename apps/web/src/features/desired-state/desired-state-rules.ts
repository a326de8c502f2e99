import type { DesiredStateTransition, Investigation } from '@console/contract';

/** A transition that ended, but not in its desired state, opens investigations on the server. */
export const opensInvestigations = (transition: DesiredStateTransition) =>
  transition.completedAtUtc !== null && transition.isInDesiredStateAfter === false;

/** "state 3 of desired 4", or what is known of it. */
export const stateLine = (investigation: Pick<Investigation, 'desiredState' | 'endState'>) => {
  if (investigation.desiredState === null) return 'Not known';
  return `${investigation.endState ?? 'unknown'} of desired ${investigation.desiredState}`;
};

/** The release channels the investigations' customers are in, once each, by name. */
export const channelsOf = (investigations: readonly Investigation[]) => {
  const byId = new Map<string, string>();
  for (const i of investigations)
    if (i.releaseChannelId && i.releaseChannelName) byId.set(i.releaseChannelId, i.releaseChannelName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
};
