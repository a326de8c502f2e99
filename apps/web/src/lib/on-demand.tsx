import { messages } from '@console/contract';
import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { showError } from './report-error';

/**
 * A part of the page whose code loads when it is first wanted (a drawer, the command palette), drawn once it
 * has. When the code cannot be fetched — the server went away — the operator is told, `onFailed` lets the
 * owner put the part away, and the part fails alone instead of taking the page down; mounted again, it asks
 * for the code again. `load` must be the same function on every render (declare it at module level).
 */
export const OnDemand = <P extends object>({
  load,
  props,
  onFailed,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  onFailed: () => void;
}) => {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const handleFailed = useEffectEvent(() => {
    showError(messages.global.noResponse);
    onFailed();
  });
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (component) => {
        if (isCurrent) setLoaded(() => component);
      },
      () => {
        if (isCurrent) handleFailed();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load]);
  return Loaded ? <Loaded {...props} /> : null;
};
