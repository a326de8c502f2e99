import { endpoints, type Release, type ReleaseChannel } from '@console/contract';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  Badge,
  Button,
  Group,
  MenuItem,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { LocalTime } from '../../lib/format-time';
import { LazyMenu } from '../../lib/lazy-floating';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { searchParam } from '../../lib/search-params';
import { channelKeyboardCoordinates } from './channel-keyboard';
import { usePromotion, type PromotionRequest } from './promotion';
import { Pager } from '../../lib/pager';
import { CheckedCreateModal, CurrentVersion } from './release-parts';
import { releaseChannelsQuery, releasesPageSize, releasesQuery, useReleasesLive, useReleasesRefresh } from './release-queries';
import {
  promoteMenuLabel,
  promotionTargets,
  releaseCreatedText,
  releaseNoun,
  stabilityText,
  toChannelLabel,
} from './release-rules';

type DragData = { release: Release };

/** The handle a release row is dragged by onto a channel (the keyboard drags it too: space, arrows, space). */
const DragHandle = ({ release }: { release: Release }) => {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `release:${release.id}`,
    data: { release } satisfies DragData,
  });
  return (
    <Button
      ref={setNodeRef}
      size="compact-sm"
      variant="default"
      {...attributes}
      {...listeners}
      aria-label={`Drag ${release.version} to a channel`}
      aria-describedby={attributes['aria-describedby']}
      style={{ cursor: 'grab', touchAction: 'none', opacity: isDragging ? 0.5 : 1 }}
      data-testid="release-drag-handle"
    >
      ⠿
    </Button>
  );
};

/** A release row's menu: the channels it may be promoted to, and why not where it may not. */
const PromoteMenu = ({
  release,
  channels,
  isBusy,
  onPromote,
}: {
  release: Release;
  channels: readonly ReleaseChannel[];
  isBusy: boolean;
  onPromote: (request: PromotionRequest) => void;
}) => (
  <LazyMenu
    position="bottom-end"
    withinPortal
    target={
      <Button size="compact-sm" variant="default" loading={isBusy} disabled={channels.length === 0}>
        {promoteMenuLabel(release.version)}
      </Button>
    }
  >
    {/* Many channels scroll inside the menu: scrolling the page would take the menu's button out of view and hide it. */}
    <ScrollArea.Autosize mah={320} type="auto">
      {promotionTargets(release, channels).map((target) =>
        target.canPromote ? (
          <MenuItem
            key={target.channel.id}
            onClick={() => onPromote({ releaseId: release.id, version: release.version, channel: target.channel })}
          >
            {toChannelLabel(target.channel.name)}
          </MenuItem>
        ) : (
          <MenuItem key={target.channel.id} disabled aria-description={target.reason}>
            {toChannelLabel(target.channel.name)}
            <Text size="xs" c="gray.7" component="span" display="block">
              {target.reason}
            </Text>
          </MenuItem>
        ),
      )}
    </ScrollArea.Autosize>
  </LazyMenu>
);

/** A channel on the releases screen: what it runs, and a place to drop a release. */
const ChannelCard = ({ channel, isDragging }: { channel: ReleaseChannel; isDragging: boolean }) => {
  const { setNodeRef, isOver } = useDroppable({ id: `channel:${channel.id}`, data: { channel } });
  const titleId = `channel-card-${channel.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="article"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      data-testid="channel-card"
      style={{
        borderColor: isOver ? 'var(--mantine-color-blue-8)' : undefined,
        borderStyle: isDragging ? 'dashed' : undefined,
        borderWidth: isOver ? 2 : undefined,
      }}
    >
      <Stack gap={4}>
        <Title order={3} size="h5" id={titleId}>
          {channel.name}
        </Title>
        <Text size="sm">
          Current release: <CurrentVersion channel={channel} />
        </Text>
        <Text size="sm">{stabilityText(channel.stabilityIndex)}</Text>
      </Stack>
    </Paper>
  );
};

/** doc2 §2 Releases: recent releases, the channels, promotion by drag or by choice, and creating a release. */
export const ReleasesPage = () => {
  useReleasesLive();
  const refresh = useReleasesRefresh();
  const [page, setPage] = useState(1);
  const [isCreating, setCreating] = useState(false);
  const [dragged, setDragged] = useState<Release | null>(null);
  // The version filter is in the address (?version=), so a release can be linked to (the palette does).
  const version = searchParam.text((useSearch({ strict: false }) as { version?: unknown }).version, 100) ?? '';
  const navigate = useNavigate();
  const [typed, setTyped] = useState(version);
  const [shownVersion, setShownVersion] = useState(version);
  if (version !== shownVersion) {
    // The address changed from elsewhere (a palette result, back): the field follows it.
    setShownVersion(version);
    if (typed.trim() !== version) setTyped(version);
    setPage(1);
  }
  const applyFilter = useDebouncedCallback((text: string) => {
    setPage(1);
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, version: text.trim() || undefined }),
      replace: true,
    } as never);
  }, 250);
  const releases = useQuery(releasesQuery(page, version));
  const channels = useQuery(releaseChannelsQuery);
  const promotion = usePromotion();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: channelKeyboardCoordinates }),
  );

  const handleDragStart = (event: DragStartEvent) =>
    setDragged((event.active.data.current as DragData | undefined)?.release ?? null);
  const handleDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const release = (event.active.data.current as DragData | undefined)?.release;
    const channel = (event.over?.data.current as { channel?: ReleaseChannel } | undefined)?.channel;
    if (release && channel) promotion.start({ releaseId: release.id, version: release.version, channel });
  };
  const nameOf = (id: string | number) => channels.data?.find((c) => `channel:${c.id}` === String(id))?.name ?? 'a channel';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Releases
        </Title>
        <GuardedButton endpoint={endpoints.createRelease} color="blue.8" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          Create release
        </GuardedButton>
      </Group>
      <DndContext
        sensors={sensors}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              `Picked up ${(active.data.current as DragData | undefined)?.release.version ?? 'a release'}.`,
            onDragOver: ({ over }) => (over ? `Over ${nameOf(over.id)}.` : 'Over no channel.'),
            onDragEnd: ({ over }) => (over ? `Dropped on ${nameOf(over.id)}.` : 'Dropped on no channel.'),
            onDragCancel: () => 'Dragging was cancelled.',
          },
          screenReaderInstructions: {
            draggable:
              'To promote this release, press space or enter to pick it up, move it to a channel with the arrow keys, and press space or enter again to drop it. Press escape to cancel.',
          },
        }}
      >
        <section aria-labelledby="release-channels-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="release-channels-heading">
              Release channels
            </Title>
            <Text size="sm" c="gray.7">
              Drag a release onto a channel, or use its Promote menu, to promote it.
            </Text>
            <ListStates
              query={channels}
              isEmpty={(list) => list.length === 0}
              loadingLabel="Loading the release channels"
              errorText="The release channels could not be loaded."
              emptyText="There are no release channels yet."
            >
              {(list) => (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                  {list.map((channel) => (
                    <ChannelCard key={channel.id} channel={channel} isDragging={dragged !== null} />
                  ))}
                </SimpleGrid>
              )}
            </ListStates>
          </Stack>
        </section>
        <section aria-labelledby="recent-releases-heading">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="recent-releases-heading">
                Recent releases
              </Title>
              {releases.data && <Text size="sm">{countOf(releases.data.total, releaseNoun)}</Text>}
            </Group>
            <TextInput
              type="search"
              label="Find a release by version"
              placeholder="e.g. 24.3"
              maw={320}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                applyFilter(event.currentTarget.value);
              }}
            />
            <ListStates
              query={releases}
              isEmpty={(answer) => answer.releases.length === 0}
              loadingLabel="Loading the releases"
              errorText="The releases could not be loaded."
              emptyText={version ? `No release version contains “${version}”.` : 'There are no releases yet.'}
            >
              {(answer) => (
                <Stack gap="sm" aria-busy={releases.isPlaceholderData} style={{ opacity: releases.isPlaceholderData ? 0.6 : 1 }}>
                  <ScrollableTable label="Recent releases" minWidth={520}>
                    <Table striped aria-label="Recent releases">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th w={48}>
                            <VisuallyHidden>Drag</VisuallyHidden>
                          </Table.Th>
                          <Table.Th>Version</Table.Th>
                          <Table.Th>Created by</Table.Th>
                          <Table.Th>Created</Table.Th>
                          <Table.Th>Promote</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {answer.releases.map((release) => (
                          <Table.Tr key={release.id} data-testid="release-row">
                            <Table.Td>
                              <DragHandle release={release} />
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" fw={600}>
                                {release.version}
                              </Text>
                            </Table.Td>
                            <Table.Td>{release.createdByName ?? 'The platform'}</Table.Td>
                            <Table.Td>
                              <LocalTime value={release.createdAt} />
                            </Table.Td>
                            <Table.Td>
                              <PromoteMenu
                                release={release}
                                channels={channels.data ?? []}
                                isBusy={promotion.previewing?.releaseId === release.id}
                                onPromote={promotion.start}
                              />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollableTable>
                  <Pager
                    label="recent releases"
                    page={answer.page}
                    total={answer.total}
                    pageSize={answer.pageSize || releasesPageSize}
                    isFetching={releases.isFetching}
                    onPage={setPage}
                  />
                </Stack>
              )}
            </ListStates>
          </Stack>
        </section>
        <DragOverlay>{dragged && <Badge size="lg">{dragged.version}</Badge>}</DragOverlay>
      </DndContext>
      {promotion.confirmation}
      {isCreating && (
        <CheckedCreateModal
          title="Create release"
          label="Version"
          description="A semantic version not yet released, e.g. 24.3.0"
          submitLabel="Create release"
          validator={endpoints.validateSemanticVersion}
          create={(version) => callEndpoint(endpoints.createRelease, { body: { version } })}
          onCreated={(release) => {
            setCreating(false);
            setPage(1);
            refresh.releases();
            showSuccess(releaseCreatedText(release.version));
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
};
