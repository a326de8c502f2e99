// The releases feature's public file (decision 008): its routes. Everything else in this folder is its own.
export { registerReleaseRoutes } from './routes';
