// The customer activity feature's public file (decision 008): the customer page's Activity section and the
// header's recent activity; the app layer puts them on the page.
export { ActivitySection, RecentActivity } from './activity-section';
