import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';

/** The search parameter a deep link to an action carries: `/customers/{id}/operations?action=repair`. */
export const actionParam = 'action';

/** The action a URL asks for, when it is one of `ids`. */
export const requestedActionOf = <T extends string>(search: Record<string, unknown>, ids: readonly T[]): T | null =>
  ids.find((id) => id === search[actionParam]) ?? null;

/**
 * Opens an action a deep link (or the command palette) asks for, through the same control the page's
 * button uses, once the control can be used (`isReady`). The parameter is then removed, so going back
 * or reloading does not ask again.
 */
export const useRequestedAction = <T extends string>(ids: readonly T[], isReady: boolean, onRequest: (id: T) => void) => {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const requested = requestedActionOf(search, ids);
  const handleRequest = useEffectEvent(onRequest);
  useEffect(() => {
    if (!requested || !isReady) return;
    handleRequest(requested);
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, [actionParam]: undefined }),
      replace: true,
    } as never);
  }, [requested, isReady, navigate]);
};
