import { endpoints, refusalFor } from '@console/contract';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
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
  const queryClient = useQueryClient();
  // Asked for when the operator points at or focuses the link, not on every page load (the customer page
  // opens with eight calls, issue 25 item 6); a click before it arrived fetches it and then opens it.
  const [isWanted, setWanted] = useState(false);
  const studioQuery = {
    queryKey: ['operations', 'ravenManagementStudioUri'],
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoints.getRavenManagementStudioUri, { signal }),
    staleTime: Infinity,
  };
  const studio = useQuery({ ...studioQuery, enabled: isWanted && whoami.data !== undefined && refusal === null });
  const handleWant = () => setWanted(true);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (studio.data) return;
    event.preventDefault();
    void queryClient.fetchQuery(studioQuery).then(({ uri }) => window.open(uri, '_blank', 'noopener,noreferrer'));
  };
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
      href={studio.data?.uri ?? '#'}
      onPointerEnter={handleWant}
      onFocus={handleWant}
      onClick={handleClick}
      target="_blank"
      rel="noopener noreferrer"
      aria-description="Opens the document database management studio in a new tab"
    >
      {label}
    </Button>
  );
};
