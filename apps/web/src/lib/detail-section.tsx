import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the details page: a landmark with a heading, reachable as `#id` and focusable for deep links. */
export const DetailSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper component="section" id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} withBorder p="md">
    <Stack gap="sm">
      <Title order={2} size="h4" id={`${id}-heading`}>
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);
