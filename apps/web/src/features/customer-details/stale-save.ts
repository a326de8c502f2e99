import type { CustomerDetails } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { seenVersionOf, type FormDraft } from '../../lib/form-draft';
import { customerDetailsKey } from './details-queries';

/**
 * A stale save's two ways on: read the customer again, then save over what was read keeping what was
 * typed, or take the record as it is now.
 */
export const useStaleSaveChoices = <T>(
  customer: CustomerDetails,
  draft: FormDraft<T>,
  save: { error: unknown; reset: () => void },
) => {
  const queryClient = useQueryClient();
  const reread = () => queryClient.refetchQueries({ queryKey: customerDetailsKey(customer.id), exact: true });
  return {
    error: save.error,
    onReload: async () => {
      const seen = seenVersionOf(save.error);
      await reread();
      draft.keepMine(seen);
      save.reset();
    },
    onDiscard: async () => {
      const seen = seenVersionOf(save.error);
      await reread();
      draft.takeTheirs(seen);
      save.reset();
    },
  };
};
