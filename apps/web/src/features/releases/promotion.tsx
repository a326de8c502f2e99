import { endpoints, type PromotionImpact } from '@console/contract';
import { Alert, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { showError, showSuccess } from '../../lib/report-error';
import { useReleasesRefresh } from './release-queries';
import {
  alreadyCurrentReason,
  impactChange,
  impactDescription,
  moreMovingText,
  promotingText,
  promotionTitle,
  refusalText,
  rollbackTitle,
} from './release-rules';

/** A promotion the operator asked for: a release, a channel, and whether it goes back (a rollback). */
export type PromotionRequest = {
  releaseId: string;
  version: string;
  channel: { id: string; name: string; currentReleaseId: string | null };
  isRollback?: boolean;
};

type Pending = { request: PromotionRequest; impact: PromotionImpact };

/** The shared confirmation of a promotion, with the server's dry run: who moves, who stays. */
const PromotionConfirmation = ({
  pending,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  pending: Pending;
  isPending: boolean;
  error: unknown;
  onConfirm: (changeReason: string | undefined) => void;
  onClose: () => void;
}) => {
  const { impact, request } = pending;
  const more = moreMovingText(impact);
  return (
    <ConfirmDestructive
      title={
        request.isRollback
          ? rollbackTitle(impact.version, impact.channelName)
          : promotionTitle(impact.version, impact.channelName)
      }
      endpoint={endpoints.promoteRelease}
      confirmLabel={request.isRollback ? `Roll back to ${impact.version}` : `Promote to ${impact.channelName}`}
      changes={[impactChange(impact)]}
      canBeUndone
      isPending={isPending}
      error={null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm" data-testid="promotion-impact">
          {impactDescription(impact)}
        </Text>
        {impact.firstMoving.length > 0 && (
          <>
            <Text size="sm" fw={600} id="moving-customers-heading">
              Customers that move
            </Text>
            <List size="sm" aria-labelledby="moving-customers-heading" spacing={0}>
              {impact.firstMoving.map((c) => (
                <List.Item key={c.id}>{c.alias}</List.Item>
              ))}
            </List>
            {more && <Text size="sm">{more}</Text>}
          </>
        )}
        {error != null && (
          <Alert color="red" role="alert" title="The promotion was refused">
            {refusalText(error)}
          </Alert>
        )}
      </Stack>
    </ConfirmDestructive>
  );
};

/**
 * Promoting a release to a channel, however it was asked for (a drag, the row's menu, a rollback):
 * the server's dry run first, then the shared confirmation, then the promotion, which names the
 * channel's current release the operator saw (another promotion since is refused with who did it).
 */
export const usePromotion = () => {
  const refresh = useReleasesRefresh();
  const [pending, setPending] = useState<Pending | null>(null);
  const preview = useMutation({
    mutationFn: (request: PromotionRequest) =>
      callEndpoint(endpoints.previewPromotion, { params: { releaseId: request.releaseId, channelId: request.channel.id } }),
    onSuccess: (impact, request) => {
      if (impact.isCurrent) showError(alreadyCurrentReason(impact.version, impact.channelName));
      else setPending({ request, impact });
    },
  });
  const promote = useMutation({
    mutationFn: ({ impact, changeReason }: { impact: PromotionImpact; changeReason: string | undefined }) =>
      callEndpoint(endpoints.promoteRelease, {
        params: { releaseId: impact.releaseId, channelId: impact.channelId },
        body: { expectedCurrentReleaseId: impact.fromReleaseId },
        changeReason,
      }),
    meta: { isSilent: true },
    onSuccess: (_answer, { impact }) => {
      setPending(null);
      showSuccess(promotingText(impact.version, impact.channelName));
    },
    onSettled: () => refresh.channels(),
  });
  const start = (request: PromotionRequest) => {
    if (request.channel.currentReleaseId === request.releaseId) {
      showError(alreadyCurrentReason(request.version, request.channel.name));
      return;
    }
    promote.reset();
    preview.mutate(request);
  };
  const close = () => {
    setPending(null);
    promote.reset();
  };
  const confirmation = pending && (
    <PromotionConfirmation
      pending={pending}
      isPending={promote.isPending}
      error={promote.isError ? promote.error : null}
      onConfirm={(changeReason) => promote.mutate({ impact: pending.impact, changeReason })}
      onClose={close}
    />
  );
  return {
    start,
    /** The promotion whose dry run is being read, to show its control busy. */
    previewing: preview.isPending ? preview.variables : null,
    confirmation,
  };
};
