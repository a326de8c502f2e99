import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { kpiMaxRecipients, kpiNotesMaxLength, kpiRunStatuses } from './kpi-rules';

export * from './kpi-rules';

/**
 * doc2 §3 KPI process information (fields not shown there; decision 095): what the last generation did,
 * and the settings an operator edits (whether the monthly run is on, who receives it, notes).
 */
export const kpiProcessInformation = z.object({
  /** The month (its first day, YYYY-MM-DD) the last successful run generated. */
  lastGeneratedDate: z.string().nullable(),
  lastRunDate: z.string().nullable(),
  lastRunAtUtc: z.string().nullable(),
  lastRunStatus: z.enum(kpiRunStatuses),
  lastRunMessage: z.string().nullable(),
  rowsWritten: z.number().int(),
  isEnabled: z.boolean(),
  recipients: z.array(z.string()),
  notes: z.string(),
  /** The version of the editable settings; a save sends the version it read (a stale one is a 409). */
  version: z.number().int(),
  changedByName: z.string().nullable(),
  changedAtUtc: z.string().nullable(),
});

export type KpiProcessInformation = z.infer<typeof kpiProcessInformation>;

export const updateKpiProcessInformationBody = z.object({
  version: z.number({ message: 'must be the version of the process information you read' }).int().min(0),
  isEnabled: z.boolean(),
  recipients: z
    .array(z.email({ message: 'must be email addresses' }))
    .max(kpiMaxRecipients, { message: `can have at most ${kpiMaxRecipients} addresses` }),
  notes: z.string().max(kpiNotesMaxLength, { message: `must be at most ${kpiNotesMaxLength} characters` }),
});

export type UpdateKpiProcessInformationBody = z.infer<typeof updateKpiProcessInformationBody>;

export const kpiDateParams = z.object({
  date: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }),
});

export const generateKpiData = defineEndpoint({
  method: 'POST',
  path: '/api/operations/generateKpiData/generateKpiData/:date',
  summary: 'Generates the KPI data of the month starting on the date (a job, one per date)',
  permission: 'generateKpiData',
  params: kpiDateParams,
  status: 202,
  response: z.object({ job }),
});

export const getKpiDateOptions = defineEndpoint({
  method: 'GET',
  path: '/api/operations/generateKpiData/getDateOptions',
  summary: 'The dates KPI data can be generated for: the first day of each of the last 12 months',
  permission: 'generateKpiData',
  response: z.array(z.string()),
});

export const getKpiProcessInformation = defineEndpoint({
  method: 'GET',
  path: '/api/operations/generateKpiData/kpiDataProcessInformation',
  summary: 'What the last KPI generation did, and the KPI settings',
  permission: 'generateKpiData',
  response: kpiProcessInformation,
});

export const updateKpiProcessInformation = defineEndpoint({
  method: 'POST',
  path: '/api/operations/generateKpiData/updateKpiDataProcessInformation',
  summary: 'Saves the KPI settings over the version read (a stale save is a 409 naming who changed them)',
  permission: 'generateKpiData',
  body: updateKpiProcessInformationBody,
  response: kpiProcessInformation,
});
