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
