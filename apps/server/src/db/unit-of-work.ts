import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database';

type AfterCommit = () => unknown;

type UnitOfWork = { tx: Db; afterCommit: AfterCommit[]; isOpen: boolean };

const current = new AsyncLocalStorage<UnitOfWork>();

/**
 * The database every service uses. Inside a unit of work (a change request: see withUnitOfWork) it is
 * that request's transaction, so a change and its audit record commit together or not at all, and no
 * service has to remember to pass a transaction along (docs/decisions/004).
 */
export const ambientDb = (root: Db): Db =>
  new Proxy(root, {
    get: (target, property) => {
      const work = current.getStore();
      // Work scheduled inside a request (a timer, a promise left running) outlives its transaction.
      const source = work?.isOpen ? work.tx : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });

/**
 * Runs `work` in one transaction on `root`; every query made through the ambient database inside it
 * joins the transaction. What must happen only once the change is durable (live pushes, queueing a
 * job) is registered with `afterCommit` and runs after the commit, in order; on rollback it is dropped.
 */
export const withUnitOfWork = async <T>(
  root: Db,
  work: () => Promise<T>,
): Promise<{ result: T; runAfterCommit: (onError: (error: unknown) => void) => Promise<void> }> => {
  const afterCommit: AfterCommit[] = [];
  let unit: UnitOfWork | undefined;
  try {
    const result = await root.transaction(async (tx) => {
      unit = { tx: tx as unknown as Db, afterCommit, isOpen: true };
      return current.run(unit, work);
    });
    return {
      result,
      runAfterCommit: async (onError) => {
        for (const callback of afterCommit) {
          try {
            await callback();
          } catch (error) {
            onError(error);
          }
        }
      },
    };
  } finally {
    if (unit) unit.isOpen = false;
  }
};

/** Whether the caller runs inside a unit of work (a change request's transaction). */
export const isInUnitOfWork = (): boolean => current.getStore()?.isOpen === true;

/**
 * Runs `callback` once the current unit of work commits, or now when there is none. A callback of a
 * unit of work that rolls back never runs: nothing is pushed or queued for a change that did not happen.
 */
export const afterCommit = (callback: AfterCommit): void => {
  const work = current.getStore();
  if (work?.isOpen) {
    work.afterCommit.push(callback);
    return;
  }
  void callback();
};
