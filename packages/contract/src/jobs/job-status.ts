/** doc2 §4: in progress, then completed succeeded or completed faulted. (Schema-free: the browser loads it.) */
export const jobStatuses = ['inProgress', 'succeeded', 'faulted'] as const;

export type JobStatus = (typeof jobStatuses)[number];

export const jobStatusOf = (value: { isCompleted: boolean; isFaulted: boolean }): JobStatus =>
  !value.isCompleted ? 'inProgress' : value.isFaulted ? 'faulted' : 'succeeded';
