// The releases feature's public file (decision 008): its two screens, loaded by the router on first visit.
export { ReleasesPage } from './releases-page';
export { ReleaseChannelsPage } from './release-channels-page';
