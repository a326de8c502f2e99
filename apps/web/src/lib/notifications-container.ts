// Loaded on its own by lazy-notifications.tsx: the toasts' container and its transitions stay out of the
// first load until the first toast (a module of its own, so the bundler can give it a chunk of its own).
export { Notifications } from '@mantine/notifications';
