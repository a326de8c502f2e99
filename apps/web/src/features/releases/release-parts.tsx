import { endpoints, type ReleaseChannel } from '@console/contract';
import { Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { useServerCheck } from './release-queries';

type Validator = typeof endpoints.validateSemanticVersion | typeof endpoints.validateReleaseChannelName;

/**
 * A create dialog of one field the server checks as the operator types (doc2 §5): the reasons show
 * under the field, and the submit stays disabled until the server says the value is valid.
 */
export const CheckedCreateModal = <T,>({
  title,
  label,
  description,
  submitLabel,
  validator,
  create,
  onCreated,
  onClose,
}: {
  title: string;
  label: string;
  description?: string;
  submitLabel: string;
  validator: Validator;
  create: (value: string) => Promise<T>;
  onCreated: (created: T) => void;
  onClose: () => void;
}) => {
  const [value, setValue] = useState('');
  const check = useServerCheck(validator, value);
  const save = useMutation({ mutationFn: create, meta: { isSilent: true }, onSuccess: onCreated });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.kind !== 'valid' || save.isPending) return;
    save.mutate(value.trim());
  };
  const error =
    check.kind === 'invalid'
      ? check.reasons.join(' ')
      : check.isError
        ? 'The value could not be checked; try again.'
        : check.kind === 'empty' && value !== ''
          ? `${label} is required.`
          : undefined;
  return (
    <DialogModal onClose={onClose} title={title}>
      <form onSubmit={handleSubmit}>
        <Stack>
          <TextInput
            label={label}
            description={description}
            required
            data-autofocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            maxLength={100}
            autoComplete="off"
          />
          <Text size="xs" c="gray.7" aria-live="polite">
            {check.kind === 'checking'
              ? `Checking the ${label.toLowerCase()}…`
              : check.kind === 'valid'
                ? `The ${label.toLowerCase()} is valid.`
                : ''}
          </Text>
          <DialogActions
            error={save.isError ? save.error : null}
            submitLabel={submitLabel}
            isPending={save.isPending}
            isDisabled={check.kind !== 'valid'}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** A channel's current version as every list shows it. */
export const CurrentVersion = ({ channel }: { channel: Pick<ReleaseChannel, 'currentVersion'> }) =>
  channel.currentVersion ? (
    <>{channel.currentVersion}</>
  ) : (
    <Text span size="sm" c="gray.7">
      No release yet
    </Text>
  );
