/** How the simulated fleet behaves (README "Configuration": PLATFORM_*). */
export type SimulationSettings = {
  /** 1 = realistic durations, 10 = ten times faster, 0 = no waiting at all (tests). */
  speed: number;
  /** The chance (0 to 1) that any one phase of any operation fails. */
  faultRate: number;
  /** Targets (aliases, hosting group identifiers, domain or server names, ids) whose operations always fail. */
  failTargets: string[];
  /** Seconds between the fleet's own status reports and desired-state transitions; 0 turns them off. */
  tickerSeconds: number;
};

export const defaultSimulationSettings: SimulationSettings = { speed: 1, faultRate: 0, failTargets: [], tickerSeconds: 5 };

/** Seconds a phase takes in the real fleet; the simulation scales them by `speed`. */
export const phaseSeconds = (operation: string, phaseName: string): number => {
  const slow: Record<string, number> = {
    'Create the database': 8,
    'Deploy applications': 10,
    'Back up the database': 8,
    'Wait for scaling to finish': 12,
    'Create the server': 15,
    'Wait for issuance': 10,
    'Apply the desired state': 6,
    'Migrate compute': 12,
    'Create the storage account': 8,
    'Create the redis cache': 10,
    'Create the app service plan': 10,
    'Delete the app service plan': 6,
    'Redeploy the attendee count service': 8,
    // A cloud service's instances take minutes in Azure; the ones here are scaled down by the speed.
    'Create the cloud service': 10,
    'Start the instances': 10,
    'Upgrade the instances': 10,
    'Wait for the instance to be ready': 25,
  };
  if (operation === 'hostingGroup.probe' || operation === 'hostingCertificate.bind') return 1;
  return slow[phaseName] ?? 3;
};

/** Milliseconds to wait for a phase: its seconds scaled by speed, give or take a quarter. */
export const phaseDelayMs = (seconds: number, speed: number, random: () => number) =>
  speed <= 0 ? 0 : Math.round(((seconds * 1000) / speed) * (0.75 + random() * 0.5));

/** Seconds a new DNS record takes to become visible in the real world; the simulation scales them by `speed`. */
export const dnsPropagationSeconds = 30;

/** Milliseconds until a DNS record created now is visible: none at speed 0 (tests). */
export const dnsPropagationMs = (speed: number) => (speed <= 0 ? 0 : Math.round((dnsPropagationSeconds * 1000) / speed));
