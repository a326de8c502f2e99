import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { applyPlanEvent } from './app-service-plan-queries';

/** The list and the detail follow appServicePlansHub (doc2 §4): each push is written into the query cache. */
export const usePlanLiveUpdates = () => {
  const queryClient = useQueryClient();
  useLiveEvent('appServicePlans', 'commissioned', (e) => void applyPlanEvent(queryClient, 'commissioned', e.id));
  useLiveEvent('appServicePlans', 'reconfigured', (e) => void applyPlanEvent(queryClient, 'reconfigured', e.id));
  useLiveEvent('appServicePlans', 'decommissioned', (e) => void applyPlanEvent(queryClient, 'decommissioned', e.id));
};
