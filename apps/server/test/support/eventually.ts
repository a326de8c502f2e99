/**
 * The one poll helper of the server tests: runs `check` until it stops throwing and returns what it
 * returned; fails with the last error once `timeoutMs` has passed. Tests poll state with it instead
 * of sleeping a fixed time.
 */
export const eventually = async <T>(
  check: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> => {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};

/** A promise the test resolves when it chooses: holds a job step open without guessing a duration. */
export const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** `eventually` for a value read until `isDone` accepts it; fails naming the last value read. */
export const until = <T>(read: () => Promise<T>, isDone: (value: T) => boolean, options: { timeoutMs?: number } = {}) =>
  eventually(async () => {
    const value = await read();
    if (!isDone(value)) throw new Error(`not done yet: ${JSON.stringify(value)?.slice(0, 2000)}`);
    return value;
  }, options);
