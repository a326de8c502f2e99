import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { candidateInput, validationResult } from '../validation/validation-result';
import { releaseChannel } from './list-release-channels';
import {
  promotionImpact,
  promotionParams,
  promotionStarted,
  release,
  releaseChannelIdParams,
  releaseChannelNameInput,
  releasePromotion,
  releaseVersionInput,
} from './release';

export const releasePageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Only the releases whose version contains this (the screen's filter, the palette's deep link). */
  version: z.string().trim().max(100, { message: 'must be at most 100 characters' }).default(''),
});

export const listReleases = defineEndpoint({
  method: 'GET',
  path: '/api/releases',
  summary: 'Recent releases, newest first, a page at a time; those whose version contains `version` when given',
  permission: 'signedIn',
  scope: 'operator',
  query: releasePageQuery,
  response: z.object({
    releases: z.array(release),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const createRelease = defineEndpoint({
  method: 'POST',
  path: '/api/releases',
  summary: 'Creates a release',
  permission: 'signedIn',
  body: releaseVersionInput,
  status: 201,
  response: release,
});

export const createReleaseChannel = defineEndpoint({
  method: 'POST',
  path: '/api/releasechannels',
  summary: 'Creates a release channel',
  permission: 'signedIn',
  body: releaseChannelNameInput,
  status: 201,
  response: releaseChannel,
});

export const deleteReleaseChannel = defineEndpoint({
  method: 'DELETE',
  path: '/api/releasechannels/:id',
  summary: 'Removes a release channel no customer is in',
  permission: 'signedIn',
  isDestructive: true,
  params: releaseChannelIdParams,
  status: 204,
  response: null,
});

export const getReleaseChannel = defineEndpoint({
  method: 'GET',
  path: '/api/releasechannels/:id',
  summary: 'A release channel with its promotion history',
  permission: 'signedIn',
  scope: 'operator',
  params: releaseChannelIdParams,
  response: z.object({
    channel: releaseChannel,
    stabilityIndexComputedAtUtc: z.string().nullable(),
    customerCount: z.number().int(),
    /**
     * What the channel's customers run, by version: how far a rollout has come (a promotion changes
     * these machine by machine, as the platform reports each one in its desired state).
     */
    runningVersions: z.array(z.object({ version: z.string(), customers: z.number().int() })),
    history: z.array(releasePromotion),
  }),
});

export const previewPromotion = defineEndpoint({
  method: 'GET',
  path: '/api/releases/:releaseId/promote/:channelId',
  summary: 'What promoting a release to a channel would move (a dry run)',
  permission: 'signedIn',
  scope: 'operator',
  params: promotionParams,
  response: promotionImpact,
});

export const promoteRelease = defineEndpoint({
  method: 'POST',
  path: '/api/releases/:releaseId/promote/:channelId',
  summary: 'Promotes a release to a channel',
  permission: 'signedIn',
  params: promotionParams,
  /** The channel's current release the operator saw: another promotion since is a 409 naming it. */
  body: z.object({ expectedCurrentReleaseId: z.uuid().nullable().optional() }),
  status: 202,
  response: promotionStarted,
});

export const cleanUpBeta = defineEndpoint({
  method: 'POST',
  path: '/api/releases/cleanUpBeta',
  summary: 'Moves clients out of the Beta and Preview channels',
  permission: 'signedIn',
  environment: 'productionOnly',
  response: z.object({ customersMoved: z.number().int() }),
});

export const computeStabilityIndex = defineEndpoint({
  method: 'POST',
  path: '/api/releasechannels/:id/stabilityindex',
  summary: "Computes a channel's ad hoc stability index from its customers' recent errors",
  permission: 'signedIn',
  params: releaseChannelIdParams,
  response: releaseChannel,
});

export const validateSemanticVersion = defineEndpoint({
  method: 'POST',
  path: '/api/validate/semanticversion',
  summary: 'Checks a release version: a semantic version not yet released',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});

export const validateReleaseChannelName = defineEndpoint({
  method: 'POST',
  path: '/api/validate/releasechannelname',
  summary: 'Checks a release channel name: its form and whether it is taken',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});
