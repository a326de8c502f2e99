/** Cloud service constants the browser needs too (zod-free, exported from browser.ts). */

/** The instance sizes a cloud service may run on (doc2 §7 GET config: supportedInstanceSizes). */
export const cloudServiceInstanceSizes = [
  'Standard_D1',
  'Standard_D2',
  'Standard_D3',
  'Standard_D4',
  'Standard_D11',
  'Standard_D12',
] as const;

/** The bootstrapper package every cloud service runs (doc2 §3 bootstrapperPackageId). */
export const cloudServiceBootstrapperPackageId = 'EventsAir.Bootstrapper';

export const deploymentSlots = ['production', 'staging'] as const;
export type DeploymentSlot = (typeof deploymentSlots)[number];

/** What an instance is doing, as the platform reports it (doc2 §3 status per instanceIdentifier). */
export const cloudServiceInstanceStates = ['Ready', 'Busy', 'Rebooting', 'Reimaging', 'Stopped'] as const;

export const cloudServiceInstanceActions = ['reboot', 'reimage'] as const;

export const cloudServiceStatuses = ['commissioning', 'running', 'reconfiguring', 'decommissioning'] as const;

/** Azure's cloud service names: 3 to 63 lower-case letters, digits and hyphens, starting with a letter. */
export const cloudServiceNamePattern = /^[a-z][a-z0-9-]{2,62}$/;

/** The web application firewall (Barracuda) application id: letters, digits and hyphens, as the service issues them. */
export const cudaAppIdPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
