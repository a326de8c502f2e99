export { AppServicePlanPage } from './app-service-plan-page';
export { AppServicePlansPage } from './app-service-plans-page';
