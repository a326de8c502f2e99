import {
  firstDayOfWeekOrDefault,
  licenseDetails,
  peakEndDate,
  peakLoadPlanDetails,
  totalPeakBoostHours,
  type CustomerLicence,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serverPlans } from '../../db/schema';

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The licence as stored (jsonb written by quick create, the seed and the licence edit), read through
 * the contract's schemas so that a record written by an older version shows as "not set", never as
 * a half-valid licence.
 */
export const asCustomerLicence = async ({
  db,
  row,
}: {
  db: Db;
  row: { licenseDetails: unknown; basePlanDetails: unknown; peakLoadPlanDetails: unknown };
}): Promise<CustomerLicence> => {
  const licence = licenseDetails.safeParse(row.licenseDetails);
  const base = objectOf(row.basePlanDetails);
  const peak = peakLoadPlanDetails.safeParse(row.peakLoadPlanDetails);
  let peakDetails: CustomerLicence['peakLoadPlanDetails'] = null;
  if (peak.success) {
    const [plan] = await db
      .select({ blockHours: serverPlans.blockHours })
      .from(serverPlans)
      .where(eq(serverPlans.id, peak.data.peakLoadPlanId));
    peakDetails = {
      ...peak.data,
      peakEndDate: peakEndDate(peak.data.peakStartDate, peak.data.peakDays) ?? peak.data.peakStartDate,
      totalPeakBoostHours: totalPeakBoostHours(peak.data.peakDays, { blockHours: plan?.blockHours ?? 0 }),
    };
  }
  return {
    licenseDetails: licence.success ? licence.data : null,
    basePlanDetails: {
      firstDayOfWeek: firstDayOfWeekOrDefault(
        typeof base.firstDayOfWeek === 'string' ? base.firstDayOfWeek : null,
      ) as CustomerLicence['basePlanDetails']['firstDayOfWeek'],
      basePlanId: typeof base.basePlanId === 'string' ? base.basePlanId : null,
    },
    peakLoadPlanDetails: peakDetails,
  };
};
