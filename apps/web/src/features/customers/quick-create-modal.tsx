import { constants, endpoints, messages, type NewCustomerInput, type QuickCreateResponse } from '@console/contract';
import { Divider, Loader, NativeSelect, ScrollArea, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { showSuccess } from '../../lib/report-error';
import { customersKey } from '../../lib/customer-keys';
import { referenceQueries } from './reference-queries';
import { licenceRateFields, option, useAliasCheck } from './form-helpers';
import { LicenceAmountInput } from './licence-amount-input';
import type { AzurePlacement } from './azure-placement';
import { PlacementFields } from './placement-fields';
import { applyCurrency, nextAlias, quickCreateProblems, visibleOfferings } from './customer-rules';
import { DialogModal } from '../../lib/dialog-modal';

type Licence = NewCustomerInput['licenseDetails'];

const emptyLicence: Licence = {
  licenseOfferingId: '',
  currencyCode: '',
  activeUserRate: 0,
  additionalOfficeRate: 0,
  visualModeCost: 0,
  remoteAttendeeCost: 0,
  airCastPerHourCost: 0,
  paymentGatewayRate: 0,
  gracePeriodExpiryDate: null,
};

const rateFields = licenceRateFields satisfies readonly (readonly [keyof Licence, string])[];

/** doc1 §2 quick create: checks on the server, failure reasons joined in one red alert, 201 means created. */
export const QuickCreateModal = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (result: QuickCreateResponse) => void;
}) => {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [alias, setAlias] = useState('');
  const [isAliasEdited, setIsAliasEdited] = useState(false);
  const [emailDomain, setEmailDomain] = useState<string>(constants.defaultEmailDomain);
  // Dedicated needs no Azure location, so the defaults can be submitted as they are (issue 9, defect 3).
  const [placement, setPlacement] = useState<AzurePlacement>({
    selectedAzureLocation: '',
    selectedHostingPlan: 'Dedicated',
    selectedSharedCloudService: null,
    appServicePlan: null,
  });
  const [firstDayOfWeek, setFirstDayOfWeek] = useState<string>(constants.defaultFirstDayOfWeek);
  const [basePlanId, setBasePlanId] = useState('');
  const [licence, setLicence] = useState<Licence>(emptyLicence);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const offerings = useQuery(referenceQueries.offerings);
  const rates = useQuery(referenceQueries.currencyRates);
  const days = useQuery(referenceQueries.daysOfWeek);
  const basePlans = useQuery(referenceQueries.basePlans);
  const aliasCheck = useAliasCheck(alias);

  const create = useMutation({
    mutationFn: (input: NewCustomerInput) => callEndpoint(endpoints.quickCreateCustomer, { body: input }),
    meta: { isSilent: true },
    onSuccess: async (result) => {
      showSuccess(messages.customerSearch.created(result.customer.alias));
      await queryClient.invalidateQueries({ queryKey: customersKey });
      onCreated(result);
    },
  });

  const handleNameChange = (value: string) => {
    setName(value);
    setAlias(nextAlias({ name: value, alias, isAliasEdited }));
  };
  const handleAliasChange = (value: string) => {
    setIsAliasEdited(value !== '');
    setAlias(value === '' ? nextAlias({ name, alias: '', isAliasEdited: false }) : value);
  };

  const problems = quickCreateProblems({
    name,
    licenseOfferingId: licence.licenseOfferingId,
    currencyCode: licence.currencyCode,
    hostingPlan: placement.selectedHostingPlan,
    location: placement.selectedAzureLocation,
    amounts: Object.fromEntries(licenceRateFields.map(([key]) => [key, licence[key]])),
  });
  // Problems show once the operator has tried to submit, next to their fields.
  const shown = isSubmitted ? problems : {};
  // A check still under way does not hold the form: the server checks the alias again on create.
  const isBlocked = Object.keys(problems).length > 0 || aliasCheck.error !== undefined;

  const isShared = placement.selectedHostingPlan === 'Shared';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (isBlocked) {
      const form = event.currentTarget;
      // After the errors render, take the operator to the first field that needs them.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    create.mutate({
      customerName: name,
      customerAlias: alias,
      customerEmailDomain: emailDomain,
      azureDeploymentDetails: {
        selectedAzureLocation: placement.selectedAzureLocation || null,
        selectedHostingPlan: placement.selectedHostingPlan,
        // What was chosen under shared hosting is dropped once the plan is dedicated.
        selectedSharedCloudService: (isShared && placement.selectedSharedCloudService) || null,
        appServicePlan: (isShared && placement.appServicePlan) || null,
      },
      basePlanDetails: {
        firstDayOfWeek: firstDayOfWeek as NewCustomerInput['basePlanDetails']['firstDayOfWeek'],
        basePlanId: basePlanId || null,
      },
      licenseDetails: licence,
      airCastPerHourCost: licence.airCastPerHourCost,
    });
  };

  const aliasError = aliasCheck.error;

  return (
    <DialogModal onClose={onClose} title="Quick create customer" size="xl">
      <form onSubmit={handleSubmit} aria-label="Quick create customer" noValidate>
        <Stack>
          {/* The fields scroll; the actions and the error alert stay in view on a short screen. */}
          <ScrollArea.Autosize mah="calc(100dvh - 16rem)" type="auto" offsetScrollbars viewportProps={{ tabIndex: -1 }}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Customer name"
                  required
                  error={shown.customerName}
                  value={name}
                  onChange={(e) => handleNameChange(e.currentTarget.value)}
                  data-autofocus
                />
                <TextInput
                  label="Customer alias"
                  description={`Derived from the name: lower-case, no spaces, at most ${constants.customerAliasMaxLength} characters`}
                  value={alias}
                  onChange={(e) => handleAliasChange(e.currentTarget.value)}
                  error={aliasError}
                  rightSection={aliasCheck.isChecking ? <Loader size="xs" aria-label="Checking the alias" /> : undefined}
                />
                <TextInput label="Email domain" value={emailDomain} onChange={(e) => setEmailDomain(e.currentTarget.value)} />
              </SimpleGrid>
              <Divider />
              <Title order={3} size="h5">
                Azure deployment
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PlacementFields
                  value={placement}
                  onChange={(patch) => setPlacement({ ...placement, ...patch })}
                  isOptional
                  locationError={shown.location}
                />
              </SimpleGrid>
              <Divider />
              <Title order={3} size="h5">
                Base plan
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NativeSelect
                  label="First day of week"
                  value={firstDayOfWeek}
                  onChange={(e) => setFirstDayOfWeek(e.currentTarget.value)}
                  data={(days.data ?? [constants.defaultFirstDayOfWeek]).map((d) => option(d))}
                />
                <NativeSelect
                  label="Base plan"
                  value={basePlanId}
                  onChange={(e) => setBasePlanId(e.currentTarget.value)}
                  data={[option('', 'Default'), ...(basePlans.data ?? []).map((p) => option(p.id, p.name))]}
                />
              </SimpleGrid>
              <Divider />
              <Title order={3} size="h5">
                Licence
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label="Licence offering"
                  required
                  error={shown.licenseOfferingId}
                  value={licence.licenseOfferingId}
                  onChange={(e) => setLicence({ ...licence, licenseOfferingId: e.currentTarget.value })}
                  data={[
                    option('', 'Choose an offering'),
                    ...visibleOfferings(offerings.data ?? []).map((o) => option(o.id, o.friendlyName)),
                  ]}
                />
                <NativeSelect
                  label="Currency"
                  required
                  error={shown.currencyCode}
                  value={licence.currencyCode}
                  onChange={(e) => setLicence(applyCurrency(licence, e.currentTarget.value, rates.data ?? []))}
                  data={[option('', 'Choose a currency'), ...(rates.data ?? []).map((r) => option(r.currencyCode))]}
                />
                <TextInput
                  label="Grace period expiry"
                  type="date"
                  value={licence.gracePeriodExpiryDate ?? ''}
                  onChange={(e) => setLicence({ ...licence, gracePeriodExpiryDate: e.currentTarget.value || null })}
                />
                {rateFields.map(([key, label]) => (
                  <LicenceAmountInput
                    key={key}
                    label={label}
                    value={licence[key]}
                    error={shown[key]}
                    onChange={(value) => setLicence({ ...licence, [key]: value })}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </ScrollArea.Autosize>
          <DialogActions
            error={create.isError ? create.error : null}
            errorTitle="The customer was not created"
            submitLabel="Create customer"
            isPending={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};
