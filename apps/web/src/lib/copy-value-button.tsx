import { Button, CopyButton, Group, Text } from '@mantine/core';

/**
 * Copies a value the operator needs elsewhere (a thumbprint, an IP address, a revealed secret). The
 * accessible name says what is copied ("Copy thumbprint"); "Copied" is announced for a few seconds.
 */
export const CopyValueButton = ({ value, label }: { value: string; label: string }) => (
  <CopyButton value={value} timeout={3000}>
    {({ copied, copy }) => (
      <Group gap={4} wrap="nowrap" component="span">
        <Button size="compact-xs" variant="default" aria-label={label} data-copied={copied} onClick={copy}>
          Copy
        </Button>
        <Text size="xs" component="span" aria-live="polite">
          {copied ? 'Copied' : ''}
        </Text>
      </Group>
    )}
  </CopyButton>
);
