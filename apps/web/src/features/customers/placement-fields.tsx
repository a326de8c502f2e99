import { constants } from '@console/contract';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AzurePlacement } from './azure-placement';
import { option } from './form-helpers';
import { referenceQueries } from './reference-queries';

/**
 * The Azure location, hosting plan, shared cloud service and app service plan of a form that places a
 * deployment. Choosing another location clears the service and plan, as those live in one location.
 * Which of the two a form offers is its own rule (`shows`); by default both, for shared hosting.
 */
export const PlacementFields = ({
  value,
  onChange,
  isOptional = false,
  locationError,
  shows,
  isAutoFocused = false,
}: {
  value: AzurePlacement;
  onChange: (patch: Partial<AzurePlacement>) => void;
  /** The customer may have no Azure deployment at all (quick create): no location is a choice. */
  isOptional?: boolean;
  locationError?: string;
  shows?: { cloudService: boolean; appServicePlan: boolean };
  isAutoFocused?: boolean;
}) => {
  const locations = useQuery(referenceQueries.locations);
  const services = useQuery(referenceQueries.sharedCloudServices);
  const plans = useQuery(referenceQueries.sharedAppServicePlans);
  const location = value.selectedAzureLocation;
  const isShared = value.selectedHostingPlan === 'Shared';
  const { cloudService, appServicePlan } = shows ?? { cloudService: isShared, appServicePlan: isShared };
  const cloudServiceHint = isOptional && !location ? 'Choose a location first' : 'Choose a cloud service';
  return (
    <>
      <NativeSelect
        label="Azure location"
        required={isOptional ? isShared : undefined}
        error={locationError}
        value={location}
        onChange={(e) =>
          onChange({ selectedAzureLocation: e.currentTarget.value, selectedSharedCloudService: null, appServicePlan: null })
        }
        data={[
          option('', isOptional ? 'No Azure deployment' : 'Choose a location'),
          ...(locations.data ?? []).filter((l) => l.isSupported).map((l) => option(l.name, l.displayName)),
        ]}
        data-autofocus={isAutoFocused || undefined}
      />
      <NativeSelect
        label="Hosting plan"
        value={value.selectedHostingPlan}
        onChange={(e) => onChange({ selectedHostingPlan: e.currentTarget.value as AzurePlacement['selectedHostingPlan'] })}
        data={constants.hostingPlans.map((p) => option(p))}
      />
      {cloudService && (
        <NativeSelect
          label="Shared cloud service"
          value={value.selectedSharedCloudService ?? ''}
          onChange={(e) => onChange({ selectedSharedCloudService: e.currentTarget.value || null })}
          data={[
            option('', cloudServiceHint),
            ...(services.data ?? []).filter((s) => s.location === location).map((s) => option(s.id, s.serviceName)),
          ]}
        />
      )}
      {appServicePlan && (
        <NativeSelect
          label="App service plan"
          value={value.appServicePlan ?? ''}
          onChange={(e) => onChange({ appServicePlan: e.currentTarget.value || null })}
          data={[
            // Optional placements may leave the plan out and run on the cloud service.
            option('', isOptional ? 'None (use the cloud service)' : 'Choose an app service plan'),
            ...(plans.data ?? []).filter((p) => p.location === location).map((p) => option(p.id, p.planName)),
          ]}
        />
      )}
    </>
  );
};
