// The retention policies feature's public file (decision 008): its screen, loaded by the router on first visit.
export { RetentionPoliciesPage } from './retention-policies-page';
