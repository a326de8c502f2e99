import { Input } from '@mantine/core';
import { useId } from 'react';
import { certificateEndings } from './domain-rules';

/** A native file input (so any browser and Playwright can choose a file) with the console's label and error. */
export const CertificateFileInput = ({
  label = 'Certificate file (.pfx or .p12)',
  error,
  onChange,
}: {
  label?: string;
  error: string | null;
  onChange: (file: File | null) => void;
}) => {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error}>
      <input
        id={id}
        type="file"
        accept={certificateEndings.join(',')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
        style={{ display: 'block', marginTop: 4 }}
      />
    </Input.Wrapper>
  );
};
