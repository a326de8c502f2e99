import type { DatabaseDetails } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { databaseDetailsKey } from './database-queries';
import { isWholeDetails } from './database-rules';

/**
 * Keeps a deployment's database current (doc1 §4): a push with the whole details replaces them; the
 * platform's progress pushes, and the end of a job on the deployment, have them read again.
 */
export const useDatabaseLive = (customerId: string, deploymentId: string, shown: DatabaseDetails | undefined) => {
  const queryClient = useQueryClient();
  const key = databaseDetailsKey(customerId, deploymentId);
  const handlePush = (payload: { serverName: string; databaseName: string; details: Record<string, unknown> }) => {
    if (isWholeDetails(payload.details)) {
      if (payload.details.deploymentId === deploymentId) queryClient.setQueryData(key, payload.details);
      return;
    }
    const isThisDatabase =
      payload.details.deploymentId === deploymentId ||
      (shown !== undefined && payload.serverName === shown.serverName && payload.databaseName === shown.databaseName);
    if (isThisDatabase) void queryClient.invalidateQueries({ queryKey: key });
  };
  useLiveEvent('databaseServers', 'databaseUpdated', handlePush);
  useLiveEvent('databaseServers', 'databaseUpdating', handlePush);
  useLiveEvent('jobs', 'jobChanged', ({ entity }) => {
    if (entity.target?.type === 'deployment' && entity.target.id === deploymentId && entity.isCompleted) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });
};
