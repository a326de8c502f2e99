// The desired-state feature's public file (decision 008): where a hosting group's desired state is shown.
export { hostingGroupDesiredStateUrlQuery } from './desired-state-queries';
