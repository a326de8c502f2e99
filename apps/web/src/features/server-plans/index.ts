// The server plans feature's public file (decision 008): its screen, loaded by the router on first visit.
export { ServerPlansPage } from './server-plans-page';
