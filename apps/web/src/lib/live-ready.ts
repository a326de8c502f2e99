/**
 * A live list read before the live connection is up is read again once it is (live-refetch.ts), so a
 * page opened cold read its customer, jobs and alarms twice (issue 25). From the first signed-in route
 * on, live reads wait for the first connection instead — bounded, so a connection that does not come
 * up delays nothing for long (and its refetch still covers the gap).
 */
const maxWaitMs = 3000;

type Hold = { promise: Promise<void>; release: () => void };

let hold: Hold | null = null;
let hasHeld = false;

/** Live reads from now on wait for `releaseLiveReads` (or the bound); once per page. */
export const holdLiveReads = () => {
  if (hasHeld) return;
  hasHeld = true;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const current: Hold = {
    promise,
    release: () => {
      if (hold === current) hold = null;
      resolve();
    },
  };
  hold = current;
  setTimeout(current.release, maxWaitMs);
};

/** The live connection is up, or will not be soon: live reads go ahead. */
export const releaseLiveReads = () => hold?.release();

/** A live list's read, started once live reads may start. */
export const afterLiveConnection =
  <A, T>(read: (context: A) => Promise<T>) =>
  async (context: A): Promise<T> => {
    if (hold) await hold.promise;
    return read(context);
  };
