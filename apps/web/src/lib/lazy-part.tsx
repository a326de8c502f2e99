import { messages } from '@console/contract';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it is drawn (a customer page's section that is not shown
 * first), so a screen's first load does not carry what it may never show. While the code loads it draws a
 * loader; when the code cannot be fetched (the server went away) it says so in place, with a way to try
 * again, and the rest of the page stays. Once loaded, it draws at once wherever it is mounted again.
 */
export const lazyPart = <P extends object>(name: string, load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  const LazyPart = (props: P): ReactNode => {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [attempt, setAttempt] = useState(0);
    const [isFailed, setIsFailed] = useState(false);
    useEffect(() => {
      if (Component) return;
      let isCurrent = true;
      get().then(
        (component) => {
          if (isCurrent) setComponent(() => component);
        },
        () => {
          if (isCurrent) setIsFailed(true);
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [Component, attempt]);

    if (Component) return <Component {...props} />;
    if (isFailed)
      return (
        <Alert color="red" title={`${name.charAt(0).toUpperCase()}${name.slice(1)} could not be loaded`}>
          <Group justify="space-between">
            <Text size="sm">{messages.global.noResponse}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setIsFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      );
    return <Loader size="sm" aria-label={`Loading ${name}`} />;
  };
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
};
