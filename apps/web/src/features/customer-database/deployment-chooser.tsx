import type { Deployment } from '@console/contract';
import { Loader, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { customerDeploymentsQuery } from './database-queries';
import { deploymentLabel, isDeploymentChoice, shownDeploymentId } from './database-rules';

/**
 * The customer's deployments, and a chooser when there are several: renders `children` for the one
 * shown (the first until another is chosen). Each panel keeps its own choice.
 */
export const WithDeployment = ({
  customerId,
  label,
  children,
}: {
  customerId: string;
  /** The chooser's label, e.g. 'Deployment of the database'. */
  label: string;
  children: (deployment: Deployment) => ReactNode;
}) => {
  const query = useQuery(customerDeploymentsQuery(customerId));
  const [chosen, setChosen] = useState<string | null>(null);
  if (query.isPending) return <Loader size="sm" aria-label="Loading the deployments" />;
  if (query.isError) return <Text c="red.9">The deployments could not be loaded.</Text>;
  const deployments = query.data;
  const shownId = shownDeploymentId(deployments, chosen);
  const shown = deployments.find((d) => d.id === shownId);
  if (!shown) return <Text c="gray.7">This customer has no deployment yet.</Text>;
  return (
    <>
      {isDeploymentChoice(deployments) && (
        <Select
          label={label}
          data={deployments.map((d) => ({ value: d.id, label: deploymentLabel(d) }))}
          value={shown.id}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
          w={360}
        />
      )}
      {children(shown)}
    </>
  );
};
