import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

export type DropTarget = { id: string; top: number; left: number; width: number; height: number };

/**
 * The channel an arrow key moves a picked-up release to: the next one in reading order (down, right)
 * or the one before (up, left), wrapping around. From no channel, forward starts at the first.
 */
export const nextDropTarget = (
  targets: readonly DropTarget[],
  currentId: string | null,
  isForward: boolean,
): DropTarget | null => {
  if (targets.length === 0) return null;
  const ordered = [...targets].sort((a, b) => Math.round(a.top) - Math.round(b.top) || a.left - b.left);
  const at = ordered.findIndex((t) => t.id === currentId);
  if (at === -1) return (isForward ? ordered[0] : ordered.at(-1)) ?? null;
  return ordered[(at + (isForward ? 1 : -1) + ordered.length) % ordered.length] ?? null;
};

const forwardKeys: string[] = [KeyboardCode.Down, KeyboardCode.Right];
const backwardKeys: string[] = [KeyboardCode.Up, KeyboardCode.Left];

/**
 * dnd-kit's keyboard sensor moves a dragged item 25 px per arrow key by default, so reaching a channel
 * card would take dozens of presses; here each arrow key jumps to the centre of the next channel.
 */
export const channelKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const isForward = forwardKeys.includes(event.code);
  if (!isForward && !backwardKeys.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, droppableContainers, collisionRect, over } = context;
  if (!collisionRect) return undefined;
  const targets = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: String(container.id), top: rect.top, left: rect.left, width: rect.width, height: rect.height }] : [];
  });
  const target = nextDropTarget(targets, over ? String(over.id) : null, isForward);
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + (target.height - collisionRect.height) / 2,
  };
};
