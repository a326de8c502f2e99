/**
 * A probe whose answer is shared: calls while one runs wait for it, and a success is reused for
 * `reuseMs`. Load balancers and monitors poll health often; one database round trip per second
 * answers them all (issue 10). A failure is never reused, so recovery shows at the next call.
 */
export const sharedProbe = (probe: () => Promise<void>, { reuseMs, now = Date.now }: { reuseMs: number; now?: () => number }) => {
  let running: Promise<void> | null = null;
  let succeededAt = Number.NEGATIVE_INFINITY;
  return (): Promise<void> => {
    if (now() - succeededAt < reuseMs) return Promise.resolve();
    running ??= probe()
      .then(() => {
        succeededAt = now();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
};
