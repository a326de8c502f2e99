import { endpoints, refusalFor } from '@console/contract';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { LazyTooltip } from '../../lib/lazy-floating';
import { whoamiQuery } from '../auth';
import { federatedConfigQuery } from '../auth';

const label = 'Database server';

/** doc2 §2 Database-server tool link: opens the document database management studio (database access only). */
export const DatabaseToolLink = () => {
  const whoami = useQuery(whoamiQuery);
  // The shell reads this one already (the dashboard's configuration would be one more call on every page).
  const config = useQuery(federatedConfigQuery);
  const refusal = whoami.data
    ? refusalFor(endpoints.getRavenManagementStudioUri, {
        flags: whoami.data,
        isProduction: config.data?.isProduction ?? false,
        hasSubscription: true,
      })
    : null;
  const studio = useQuery({
    queryKey: ['operations', 'ravenManagementStudioUri'],
    queryFn: ({ signal }) => callEndpoint(endpoints.getRavenManagementStudioUri, { signal }),
    enabled: whoami.data !== undefined && refusal === null,
    staleTime: Infinity,
  });
  if (!whoami.data) return null;
  if (refusal) {
    return (
      <LazyTooltip label={refusal}>
        <Button
          variant="subtle"
          data-disabled
          aria-disabled="true"
          aria-description={refusal}
          onClick={(e) => e.preventDefault()}
        >
          {label}
        </Button>
      </LazyTooltip>
    );
  }
  return (
    <Button
      component="a"
      variant="subtle"
      href={studio.data?.uri}
      target="_blank"
      rel="noopener noreferrer"
      aria-description="Opens the document database management studio in a new tab"
    >
      {label}
    </Button>
  );
};
