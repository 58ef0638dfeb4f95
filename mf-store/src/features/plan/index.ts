export { PlanBanner } from './components/plan-banner';
export { PlanGate } from './components/plan-gate';
