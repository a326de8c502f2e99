import {
  endpoints,
  isTransitionSuccessful,
  messages,
  type CertificateSecret,
  type DeploymentControllerStatus,
  type DesiredStateTransition,
  type HostedApplication,
  type HostingGroupView,
  type LiveEntityChange,
} from '@console/contract';
import { tokenInQueryUrl } from '../../lib/api-client';

/** A machine's pushed status replaces its row; a machine of another group changes nothing. */
export const withControllerStatus = (view: HostingGroupView, status: DeploymentControllerStatus): HostingGroupView => {
  if (status.hostingGroupId !== view.id) return view;
  const known = view.deploymentControllers.some((c) => c.id === status.id);
  return {
    ...view,
    deploymentControllers: known
      ? view.deploymentControllers.map((c) => (c.id === status.id ? status : c))
      : [...view.deploymentControllers, status].sort((a, b) => a.name.localeCompare(b.name)),
  };
};

/** How many transitions the view keeps, newest first (the server sends the latest 20). */
export const shownTransitions = 20;

/** A started transition is added on top; a completed one replaces its started self. */
export const withTransition = (view: HostingGroupView, transition: DesiredStateTransition): HostingGroupView => {
  if (transition.hostingGroupId !== view.id) return view;
  const others = view.transitions.filter((t) => t.id !== transition.id);
  const isKnown = others.length !== view.transitions.length;
  const transitions = isKnown
    ? view.transitions.map((t) => (t.id === transition.id ? transition : t))
    : [transition, ...others].slice(0, shownTransitions);
  return { ...view, transitions };
};

export type TransitionResult = 'running' | 'succeeded' | 'failed';

/** doc1 §4: a completed transition succeeded when its end state equals the desired state. */
export const transitionResult = (transition: DesiredStateTransition): TransitionResult => {
  if (!transition.completedAtUtc) return 'running';
  return isTransitionSuccessful(transition) ? 'succeeded' : 'failed';
};

/** A pushed hosted-application change written into one machine's list (doc1 §4: added, changed, removed). */
export const withHostedApplicationChange = (
  applications: readonly HostedApplication[] | undefined,
  { change, entity }: LiveEntityChange<HostedApplication>,
): HostedApplication[] | undefined => {
  if (!applications) return undefined;
  const others = applications.filter((a) => a.id !== entity.id);
  switch (change) {
    case 'removed':
      return others;
    case 'added':
    case 'changed':
      return [...others, entity].sort((a, b) => a.name.localeCompare(b.name));
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
};

/**
 * The certificate download opens in a new window, which cannot send headers: the token and the
 * subscription travel in the URL (the server redacts them from its logs).
 */
export const pfxDownloadUrl = (thumbprint: string, token: string, subscriptionId: string | null) =>
  tokenInQueryUrl(endpoints.downloadCertificatePfx, { thumbprint }, token, subscriptionId);

/** What the password reveal shows (doc1 §2: the fixed text when the key has no password). */
export const privateKeyPasswordText = (secret: Pick<CertificateSecret, 'privateKeyPassword'>) =>
  secret.privateKeyPassword ?? messages.hostingGroups.keyNotProtected;
