import { describe, expect, it } from 'vitest';
import { messages } from './messages';

/**
 * The specification's texts, copied literally from doc1 §8 and doc2 §8 (not read from `messages`):
 * a typo in messages.ts fails here. Texts the spec only describes ("and similar", "the same wording
 * applies to destroy") are derived in the spec's words; the console's own texts are not listed.
 */
describe('spec texts', () => {
  it('holds the global and operation texts word for word', () => {
    expect(messages.global).toEqual({
      badRequest: "Check what's wrong and try again",
      forbidden: "You aren't allowed to do that",
      notFound: "We couldn't find what you were looking for",
      other: 'Something has gone wrong',
      noResponse: 'Something is wrong here.',
      reasonSeparator: ' - ',
    });
    expect(messages.operation).toEqual({
      failedWithoutError: 'The operation failed without reporting an error.',
      failed: 'The operation failed.',
      defaultError: 'Something went wrong, please try again in a few minutes.',
    });
    expect(messages.dialog.defaultAlert).toBe('Something went wrong, please try again in a few minutes.');
    expect(messages.live.connectionFailed).toBe('Failed to establish a persistent connection with the server.');
  });

  it('holds the sign-in and database texts', () => {
    expect(messages.signIn).toMatchObject({
      invalidOrExpired: 'Your credentials were invalid or have expired.',
      failed: "We weren't able to sign you in with those credentials.",
      configFailed: 'Failed to get federated sign in configuration.',
    });
    expect(messages.database.notAuthorizedDetails).toBe('You are not authorized to get database details.');
  });

  it('holds the customer, dead-letter and report texts', () => {
    expect(messages.customers).toMatchObject({
      eaPayDetailsFailed: 'Unable to load EventsAIR Pay details',
      restoreSiteFailed: 'Unable to restore deleted site',
      siteIdNotFound: 'Site Id not found.',
      selectP12OrPfx: 'Please select a p12 or pfx file to upload',
      addPortalAliases: 'Please add portal aliases',
    });
    expect(messages.customers.updated('email domain', 'acmeevents')).toBe('Successfully updated email domain for acmeevents');
    expect(messages.customers.updateFailed('update email domain')).toBe('Failed to update email domain');
    expect(messages.deadLetters).toMatchObject({
      replayAllRequested: 'Requested to replay ALL dead letters. This may take a while.',
      replayedAll: 'Replayed all dead letters (or as many as we could in 30 seconds)',
      destroyAllRequested: 'Requested to destroy ALL dead letters. This may take a while.',
      destroyedAll: 'Destroyed all dead letters (or as many as we could in 30 seconds)',
    });
    expect(messages.reports.selectFile).toBe('Please select a file to upload');
  });

  it('holds the release, operations, Azure, alarm and hosting-group texts', () => {
    expect(messages.releases).toMatchObject({
      betaCleanupSucceeded: 'Successfully moved clients out of Beta/Preview channels.',
      betaCleanupFailed: 'Unable to move clients out of Beta/Preview channels.',
    });
    expect(messages.operations).toMatchObject({
      upgradeCostFailed: 'Failed to update upgrade cost',
      kpiGenerateFailed: 'Failed to generate KPI data',
      kpiProcessInfoFailed: 'Failed to update KPI Data Process Information',
      ipUpdateFailed: 'Failed to update IP address',
      ipAssignFailed: 'Failed to assign IP address',
      ipAssignSubUsersFailed: 'Failed to assign IP address to all sub users',
      aircastNoData: 'No data',
    });
    expect(messages.azure).toMatchObject({
      addFeatureFailed: 'Failed to add azure feature',
      removeFeatureFailed: 'Failed to remove azure feature',
      selectBacpac: 'Please select a BACPAC file to upload.',
    });
    expect(messages.azure.adminPasswordNotReset('sql-eu-01')).toBe('Admin password for SQL Server sql-eu-01 was not reset.');
    expect(messages.alarms).toMatchObject({
      subscriptionsUnreachable: 'Cannot connect to some Azure Subscriptions',
      certificatesMissing: 'One or more required hosting certificates are missing',
      noDefaultDatabase: "There doesn't appear to be a default database configured.",
    });
    expect(messages.hostingGroups.keyNotProtected).toBe('Not Required: Private Key is not protected');
  });
});
