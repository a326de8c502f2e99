// The performance checks feature's public file: the bench and a check's result page, loaded by the router.
export { PerformanceBenchPage } from './performance-bench-page';
export { PerformanceResultPage } from './performance-result-page';
