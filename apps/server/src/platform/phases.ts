import type { PlatformOperation } from './types';

/**
 * The phases every platform operation goes through, in order. A job can show each as a step
 * (`platformSteps`); a driver performs them one at a time, each idempotent by its operationId.
 */
export const platformPhases: Record<PlatformOperation, readonly string[]> = {
  'tenant.provision': [
    'Allocate resources',
    'Create the database',
    'Deploy applications',
    'Configure DNS',
    'Verify the site responds',
  ],
  'tenant.decommission': ['Stop applications', 'Back up the database', 'Remove applications', 'Release DNS records'],
  'tenant.enable': ['Start applications', 'Open the site'],
  'tenant.disable': ['Close the site', 'Stop applications'],
  'tenant.repair': ['Check deployment health', 'Reapply configuration', 'Restart applications', 'Verify the site responds'],
  'tenant.dnsRepair': ['Check DNS records', 'Rewrite DNS records', 'Verify name resolution'],
  'tenant.restartService': ['Stop the service', 'Start the service'],
  'tenant.recycleAppPool': ['Recycle the application pool', 'Verify the site responds'],
  'tenant.fixClickOnce': ['Rebuild the ClickOnce manifest', 'Re-sign the artifacts'],
  'tenant.setAzureCdn': ['Configure the CDN endpoint', 'Purge the CDN cache'],
  'tenant.moveToFrontDoor': ['Create the Front Door route', 'Switch DNS to Front Door'],
  'tenant.createSupportUser': ['Create the support user'],
  'tenant.resetCreditCardVault': ['Issue new vault credentials', 'Store the credentials with the site'],
  'tenant.moveToAppGateway': ['Add the site to the App Gateway', 'Switch DNS to the App Gateway', 'Verify the site responds'],
  'tenant.assignStaticIp': ['Reserve a public IP address', 'Route outbound traffic through it'],
  'deployment.create': ['Choose a hosting group', 'Deploy applications', 'Register with the deployment controller'],
  'deployment.enable': ['Start applications'],
  'deployment.disable': ['Stop applications'],
  'deployment.migrateCompute': ['Prepare the target', 'Migrate compute', 'Verify the deployment'],
  'hostingGroup.probe': ['Reach the deployment controllers', 'Check hosted applications'],
  'deploymentController.applyDesiredState': ['Compute the desired state', 'Apply the desired state', 'Verify the state'],
  'database.reconfigure': ['Request the new performance level', 'Wait for scaling to finish'],
  'database.updateCompatibilityLevel': ['Update the compatibility level'],
  'databaseServer.provision': ['Create the server', 'Configure the firewall', 'Create the admin login'],
  'databaseServer.decommission': ['Remove the server'],
  'certificate.order': ['Order the certificate', 'Wait for issuance', 'Install the certificate'],
  'certificate.validateDomain': ['Validate domain ownership'],
  'dns.createTxtRecords': ['Create TXT records'],
  'frontDoor.addDomain': ['Add the domain to Front Door', 'Route the domain to the customer'],
  'appServicePlan.create': ['Create the resource group', 'Create the app service plan', 'Deploy the production site'],
  'appServicePlan.reconfigure': ['Request the new pricing tier', 'Wait for scaling to finish'],
  'appServicePlan.deleteDeployment': ['Stop the site', 'Delete the deployment'],
  'appServicePlan.decommission': ['Remove the deployments', 'Delete the app service plan'],
  'appServicePlan.repairAttendeeCountService': [
    'Check the attendee count service',
    'Redeploy the attendee count service',
    'Verify the service responds',
  ],
  'performanceCheck.run': ['Start the load generators', 'Ramp up the load', 'Hold the load', 'Ramp down and collect the results'],
};
