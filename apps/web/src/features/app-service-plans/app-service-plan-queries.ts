import { endpoints, type AppServicePlan, type AppServicePlanSummary } from '@console/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export type PlanFilter = 'Shared' | 'Dedicated' | 'ALL';

export const appServicePlansKey = ['app-service-plans'] as const;

export const planListQuery = (type: PlanFilter) =>
  queryOptions({
    queryKey: [...appServicePlansKey, 'list', type],
    queryFn: ({ signal }) => callEndpoint(endpoints.listAppServicePlans, { query: { type }, signal }),
  });

export const planDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...appServicePlansKey, 'details', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.getAppServicePlanDetails, { params: { id }, signal }),
  });

export const planActualDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...appServicePlansKey, 'actual', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.getAppServicePlanActualDetails, { params: { id }, signal }),
  });

export const planConfigQuery = queryOptions({
  queryKey: [...appServicePlansKey, 'config'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getAppServicePlanConfig, { signal }),
  staleTime: Infinity,
});

export const resourceGroupsQuery = (location: string) =>
  queryOptions({
    queryKey: [...appServicePlansKey, 'resource-groups', location],
    queryFn: ({ signal }) => callEndpoint(endpoints.listResourceGroups, { params: { location }, signal }),
    enabled: location !== '',
  });

export const toSummary = (plan: AppServicePlan): AppServicePlanSummary => ({
  id: plan.id,
  planName: plan.planName,
  location: plan.location,
  type: plan.type,
  pricingTier: plan.pricingTier,
  instanceCount: plan.instanceCount,
});

/** A list of one filter after a plan changed (null: decommissioned), kept in name order. */
export const withPlan = (
  list: readonly AppServicePlanSummary[],
  filter: PlanFilter,
  id: string,
  plan: AppServicePlanSummary | null,
): AppServicePlanSummary[] => {
  const others = list.filter((p) => p.id !== id);
  if (!plan || (filter !== 'ALL' && plan.type !== filter)) return others;
  return [...others, plan].sort((a, b) => a.planName.localeCompare(b.planName));
};

/**
 * A push on appServicePlansHub (doc2 §4: commissioned, reconfigured, decommissioned) goes into the cache:
 * the plan is read once and written into every list and its detail, so each screen shows it without a refetch.
 */
export const applyPlanEvent = async (
  queryClient: QueryClient,
  event: 'commissioned' | 'reconfigured' | 'decommissioned',
  id: string,
) => {
  let plan: AppServicePlan | null = null;
  if (event !== 'decommissioned') {
    try {
      plan = await callEndpoint(endpoints.getAppServicePlan, { params: { id } });
    } catch {
      // Gone meanwhile (or out of reach): the lists drop it.
      plan = null;
    }
  }
  for (const filter of ['Shared', 'Dedicated', 'ALL'] as const) {
    queryClient.setQueryData<AppServicePlanSummary[]>(planListQuery(filter).queryKey, (list) =>
      list ? withPlan(list, filter, id, plan ? toSummary(plan) : null) : list,
    );
  }
  const detailsKey = planDetailsQuery(id).queryKey;
  if (plan) {
    const found = plan;
    queryClient.setQueryData(detailsKey, (details) => (details ? { ...details, ...found } : details));
  } else {
    await queryClient.invalidateQueries({ queryKey: detailsKey });
  }
  await queryClient.invalidateQueries({ queryKey: planActualDetailsQuery(id).queryKey });
};
