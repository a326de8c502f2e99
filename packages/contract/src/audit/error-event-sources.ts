/** Where an error event came from: a job that ended faulted, a platform fault, a 5xx answer. */
export const errorEventSources = ['job', 'platform', 'server'] as const;

export type ErrorEventSource = (typeof errorEventSources)[number];
