import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One licence rate or cost. A negative or too large amount stays as typed and is refused with its
 * reason on save, rather than quietly made 0 when the field is left (issue 25).
 */
export const LicenceAmountInput = ({
  label,
  value,
  error,
  description,
  onChange,
}: {
  label: string;
  value: number;
  error?: string;
  description?: ReactNode;
  onChange: (value: number) => void;
}) => (
  <NumberInput
    label={label}
    min={0}
    clampBehavior="none"
    decimalScale={2}
    value={value}
    error={error}
    description={description}
    onChange={(typed) => onChange(typed === '' ? 0 : Number(typed))}
  />
);
