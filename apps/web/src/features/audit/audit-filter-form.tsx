import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** One filter of an Audit view: a text box, a local date and time, or a choice of `options`. */
export type AuditFilterField<Name extends string> = {
  name: Name;
  label: string;
  description?: string;
  type?: 'datetime-local';
  options?: readonly { value: string; label: string }[];
};

/** The filters every Audit view has after its own: free text and a time window. */
export const auditTextAndTimeFields = [
  { name: 'text', label: 'Text' },
  { name: 'from', label: 'From', type: 'datetime-local' },
  { name: 'to', label: 'To', type: 'datetime-local' },
] as const satisfies readonly AuditFilterField<string>[];

/**
 * The filter form of an Audit view. What is typed stays in the form until Search, which hands the
 * filled-in filters on (the view puts them in the URL, so every view is a deep link); Clear filters
 * empties the form and asks for the unfiltered view.
 */
export const AuditFilterForm = <Name extends string>({
  label,
  fields,
  initial,
  onSearch,
  onClear,
}: {
  /** The form's accessible name. */
  label: string;
  fields: readonly AuditFilterField<Name>[];
  /** The filters the view shows now (from the URL). */
  initial: Partial<Record<Name, string>>;
  /** The filled-in filters, by name; the URL's schema reads them again, so they stay plain text here. */
  onSearch: (filters: Record<string, string>) => void;
  onClear: () => void;
}) => {
  const valuesOf = (from: Partial<Record<Name, string>>) =>
    Object.fromEntries(fields.map((field) => [field.name, from[field.name] ?? ''])) as Record<Name, string>;
  const [draft, setDraft] = useState(() => valuesOf(initial));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box is no filter, so it stays out of the URL.
    const filled = Object.entries<string>(draft).filter(([, value]) => value !== '');
    onSearch(Object.fromEntries(filled));
  };
  const handleClear = () => {
    setDraft(valuesOf({}));
    onClear();
  };

  return (
    <form onSubmit={handleSubmit} aria-label={label}>
      <Group align="end">
        {fields.map((field) => {
          const props = {
            label: field.label,
            description: field.description,
            value: draft[field.name],
            onChange: (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [field.name]: e.currentTarget.value }),
          };
          return field.options ? (
            <NativeSelect key={field.name} {...props} data={field.options} />
          ) : (
            <TextInput key={field.name} {...props} type={field.type} />
          );
        })}
        <Button type="submit">Search</Button>
        <Button variant="default" onClick={handleClear}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
};
