import type { PerformanceCheckKind, PerformanceCheckLaunched } from '@console/contract';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { countFields, countProblem, crossProblems, defaultCounts, kindDescriptions, kindTitles } from './performance-check-rules';
import { launchCheck, useAbsoluteUriCheck } from './performance-check-queries';

const urlLabel = 'Registration site URL';

/** doc2 §2: a launch modal of the bench, its counts at the spec's defaults and its address checked as typed. */
export const LaunchCheckModal = ({
  kind,
  onLaunched,
  onClose,
}: {
  kind: PerformanceCheckKind;
  onLaunched: (launched: PerformanceCheckLaunched) => void;
  onClose: () => void;
}) => {
  const [url, setUrl] = useState('');
  const [counts, setCounts] = useState<Record<string, number | string>>(() => defaultCounts(kind));
  const check = useAbsoluteUriCheck(url);
  const launch = useMutation({
    mutationFn: () => launchCheck(kind, { registrationSiteUrl: url.trim(), ...counts }),
    meta: { isSilent: true },
    onSuccess: onLaunched,
  });
  const fields = countFields[kind];
  const cross = crossProblems(kind, counts);
  const problems = Object.fromEntries(
    fields.map((f) => [f.name, countProblem(f, counts[f.name] ?? '') ?? cross[f.name] ?? null]),
  );
  const isValid = check.kind === 'valid' && Object.values(problems).every((p) => p === null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || launch.isPending) return;
    launch.mutate();
  };
  const urlError =
    check.kind === 'invalid'
      ? check.reasons.join(' ')
      : check.isError
        ? 'The address could not be checked; try again.'
        : check.kind === 'empty' && url !== ''
          ? `${urlLabel} is required.`
          : undefined;
  return (
    <DialogModal onClose={onClose} title={`Launch a ${kindTitles[kind].toLowerCase()}`} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            {kindDescriptions[kind]}
          </Text>
          <TextInput
            label={urlLabel}
            description="An absolute http or https address, e.g. https://events.example.com/register"
            required
            data-autofocus
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={urlError}
            autoComplete="url"
          />
          <Text size="xs" c="gray.7" aria-live="polite">
            {check.kind === 'checking' ? 'Checking the address…' : check.kind === 'valid' ? 'The address is valid.' : ''}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: fields.length }}>
            {fields.map((field) => (
              <NumberInput
                key={field.name}
                label={field.label}
                description={field.description}
                required
                min={1}
                max={field.max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={counts[field.name] ?? ''}
                onChange={(value) => setCounts((current) => ({ ...current, [field.name]: value }))}
                error={problems[field.name] ?? undefined}
              />
            ))}
          </SimpleGrid>
          <DialogActions
            error={launch.isError ? launch.error : null}
            submitLabel="Launch check"
            isPending={launch.isPending}
            isDisabled={!isValid}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};
