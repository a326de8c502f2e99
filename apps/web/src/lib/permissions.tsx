import { refusalFor, type Caller, type Endpoint, type OperatorFlags } from '@console/contract';
import { Button, MenuItem, Text, type ButtonProps, type MenuItemProps } from '@mantine/core';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { LazyTooltip } from './lazy-floating';

/** Whether the signed-in operator may make a call, and if not, why (in the operator's words). */
export type CallPermission = { canCall: true; reason: null } | { canCall: false; reason: string };

/** The signed-in operator as the permission rules see them: whoami's flags, the environment, a subscription. */
export const callerOf = (whoami: OperatorFlags & { subscriptions: readonly unknown[] }, isProduction: boolean): Caller => ({
  flags: {
    hasDbAccess: whoami.hasDbAccess,
    hasDbRoAccess: whoami.hasDbRoAccess,
    hasDbMigrationAccess: whoami.hasDbMigrationAccess,
    canGenerateKpiData: whoami.canGenerateKpiData,
  },
  isProduction,
  hasSubscription: whoami.subscriptions.length > 0,
});

/**
 * Reads the endpoint's declaration with the same `refusalFor` the server's guard uses. While the operator
 * is not yet known the control stays usable: the server refuses anyway, and a control that flickers
 * from disabled to enabled on every screen load would be worse.
 */
export const permissionFor = (
  endpoint: Pick<Endpoint, 'permission' | 'environment' | 'scope'>,
  caller: Caller | null,
): CallPermission => {
  if (!caller) return { canCall: true, reason: null };
  const reason = refusalFor(endpoint, caller);
  return reason === null ? { canCall: true, reason: null } : { canCall: false, reason };
};

const CallerContext = createContext<Caller | null>(null);

/** Provided once by the shell from whoami and the sign-in configuration. */
export const CallerProvider = ({ caller, children }: { caller: Caller | null; children: ReactNode }) => (
  <CallerContext.Provider value={caller}>{children}</CallerContext.Provider>
);

export const useCaller = () => useContext(CallerContext);

export const useCallPermission = (endpoint: Pick<Endpoint, 'permission' | 'environment' | 'scope'>): CallPermission =>
  permissionFor(endpoint, useCaller());

type GuardedButtonProps = ButtonProps & {
  endpoint: Pick<Endpoint, 'permission' | 'environment' | 'scope'>;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  title?: string;
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog' | 'menu';
};

/**
 * A button that triggers a call. When the operator may not make it, the button stays in place, is
 * announced as unavailable, and says why in a tooltip and its description (never silently absent).
 */
export const GuardedButton = ({ endpoint, onClick, disabled, ...props }: GuardedButtonProps) => {
  const permission = useCallPermission(endpoint);
  if (permission.canCall) return <Button {...props} disabled={disabled} onClick={onClick} />;
  // A disabled <button> receives no pointer events, so its tooltip would never show: keep it focusable.
  return (
    <LazyTooltip label={permission.reason} multiline maw={280}>
      <Button
        {...props}
        loading={false}
        data-disabled
        aria-disabled="true"
        aria-description={permission.reason}
        onClick={(event) => event.preventDefault()}
      />
    </LazyTooltip>
  );
};

type GuardedMenuItemProps = MenuItemProps & {
  endpoint: Pick<Endpoint, 'permission' | 'environment' | 'scope'>;
  onClick?: () => void;
};

/** A menu item that triggers a call; refused, it is disabled and shows the reason under its label. */
export const GuardedMenuItem = ({ endpoint, children, disabled, onClick, ...props }: GuardedMenuItemProps) => {
  const permission = useCallPermission(endpoint);
  if (permission.canCall) {
    return (
      <MenuItem {...props} disabled={disabled} onClick={onClick}>
        {children}
      </MenuItem>
    );
  }
  return (
    <MenuItem {...props} disabled aria-description={permission.reason}>
      {children}
      <Text size="xs" c="dimmed" component="span" display="block">
        {permission.reason}
      </Text>
    </MenuItem>
  );
};
