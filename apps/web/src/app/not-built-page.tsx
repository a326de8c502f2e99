import { Alert, Stack, Title } from '@mantine/core';
import type { Screen } from './navigation';

/** An honest page for a screen that a later issue builds: it says so and does nothing else. */
export const NotBuiltPage = ({ screen }: { screen: Pick<Screen, 'title'> }) => (
  <Stack>
    <Title order={1} size="h2">
      {screen.title}
    </Title>
    <Alert color="gray" title="Not built yet">
      This screen is not built yet. Its work can still be done through the API documented at <a href="/api/docs">/api/docs</a>{' '}
      once its endpoints exist.
    </Alert>
  </Stack>
);
