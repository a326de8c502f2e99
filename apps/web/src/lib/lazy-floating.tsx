import type { MenuProps, TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type FloatingParts = typeof import('./floating-parts');

let parts: FloatingParts | null = null;
let loading: Promise<FloatingParts> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads Mantine's Menu and Tooltip (with Popover and floating-ui, ≈ 25 kB gzip) once; a failed load
 * is tried again on the next interaction. Until then menus and tooltips render their target alone.
 */
export const loadFloatingParts = (): Promise<FloatingParts> =>
  (loading ??= import('./floating-parts').then(
    (loaded) => {
      parts = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

const preload = () => void loadFloatingParts().catch(() => undefined);

// The operator's first movement or key anywhere loads them too, so a menu opens at once and still
// opens should the server become unreachable later (a chunk cannot be fetched then).
if (typeof window !== 'undefined') {
  for (const type of ['pointermove', 'keydown', 'touchstart'])
    window.addEventListener(type, preload, { once: true, passive: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const useFloatingParts = () => useSyncExternalStore(subscribe, () => parts);

type TargetProps = {
  ref?: Ref<HTMLElement>;

  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: unknown) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * What the target went through before the parts arrived, so the real component takes over where the
 * operator is: open if they asked for it, its tooltip showing if they point at it, focus kept.
 */
const useTargetState = (target: ReactElement<TargetProps>, isLoaded: boolean) => {
  // A callback ref: the element changes when the real component takes over.
  const [element, ref] = useState<HTMLElement | null>(null);
  const [isOpenWanted, setIsOpenWanted] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const isFocused = useRef(false);
  // The target is a new element once the real component renders it: give it the focus back, unless
  // the menu opened (it takes the focus) or the operator has moved on.
  useEffect(() => {
    if (!isLoaded || !element?.isConnected || !isFocused.current || isOpenWanted) return;
    if (document.activeElement === null || document.activeElement === document.body) element.focus();
  }, [isLoaded, element, isOpenWanted]);
  const own = target.props;
  const handlers: TargetProps = {
    onPointerEnter: (event) => {
      setIsHovered(true);
      preload();
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      setIsHovered(false);
      own.onPointerLeave?.(event);
    },
    onFocus: (event) => {
      isFocused.current = true;
      preload();
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      isFocused.current = false;
      own.onBlur?.(event);
    },
  };
  return { ref, element, isOpenWanted, setIsOpenWanted, isHovered, handlers };
};

type LazyMenuProps = Omit<MenuProps, 'children' | 'defaultOpened' | 'opened'> & {
  /** The button that opens the menu. */
  target: ReactElement<TargetProps>;
  /** The dropdown's content: MenuItem, MenuLabel, MenuDivider (they load with the page; Menu does not). */
  children: ReactNode;
};

/**
 * Mantine's Menu, loaded when the operator first points at, focuses or opens one (issue 10: first
 * load). Before that its target is shown alone, announced as opening a menu; a click or an arrow key
 * opens the menu as soon as it has loaded.
 */
export const LazyMenu = ({ target, children, ...props }: LazyMenuProps) => {
  const loaded = useFloatingParts();
  const state = useTargetState(target, loaded !== null);
  // Pressed before the menu arrived, released on the real target: that click must not close it again.
  const isClickPending = useRef(false);
  const [isOpened, setIsOpened] = useState(false);
  // Asked for before it arrived, the menu opens once its target is the real one and has the focus:
  // Menu gives the focus back, on closing, to what had it when it opened (a dialog opened from an
  // item finds its opener that way too).
  const { element, isOpenWanted, setIsOpenWanted } = state;
  useEffect(() => {
    // Until the new element is attached, `element` is still the target that was replaced.
    if (!loaded || !isOpenWanted || !element?.isConnected) return;
    element.focus();
    setIsOpenWanted(false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per menu: it opens only after its real target exists
    setIsOpened(true);
  }, [loaded, isOpenWanted, element, setIsOpenWanted]);
  if (loaded) {
    const { Menu } = loaded;
    const settle = () => {
      isClickPending.current = false;
    };
    return (
      <Menu
        {...props}
        opened={isOpened}
        onChange={(opened) => {
          setIsOpened(opened);
          props.onChange?.(opened);
        }}
      >
        <Menu.Target>
          {/* eslint-disable-next-line react-hooks/refs -- the handlers read the refs when events call them, not in render */}
          {cloneElement(target, {
            ref: state.ref,
            onPointerDownCapture: settle,
            onKeyDownCapture: settle,
            onClickCapture: (event: MouseEvent) => {
              if (!isClickPending.current) return;
              settle();
              event.stopPropagation();
            },
          } as TargetProps & Record<string, unknown>)}
        </Menu.Target>
        <Menu.Dropdown>{children}</Menu.Dropdown>
      </Menu>
    );
  }
  const open = () => {
    state.setIsOpenWanted(true);
    preload();
  };
  // eslint-disable-next-line react-hooks/refs -- the handlers read the refs when events call them, not in render
  return cloneElement(target, {
    ...state.handlers,
    ref: state.ref,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    // The press, not the click: should the menu arrive between press and release, the click would
    // land on the element the real menu replaced.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button === 0) {
        isClickPending.current = true;
        open();
      }
      target.props.onPointerDown?.(event);
    },
    onClick: (event: unknown) => {
      isClickPending.current = false;
      open();
      target.props.onClick?.(event);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        open();
      }
      target.props.onKeyDown?.(event);
    },
  } as TargetProps & Record<string, unknown>);
};

type LazyTooltipProps = Omit<TooltipProps, 'children' | 'defaultOpened' | 'opened'> & { children: ReactElement<TargetProps> };

/** Mantine's Tooltip, loaded when the operator first points at or focuses its target. */
export const LazyTooltip = ({ children, ...props }: LazyTooltipProps) => {
  const loaded = useFloatingParts();
  const state = useTargetState(children, loaded !== null);
  if (loaded) {
    const { Tooltip } = loaded;
    return (
      <Tooltip {...props} defaultOpened={state.isHovered}>
        {cloneElement(children, { ref: state.ref })}
      </Tooltip>
    );
  }
  return cloneElement(children, { ...state.handlers, ref: state.ref });
};
