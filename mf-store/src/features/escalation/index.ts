export { EscalationSection } from './escalation-section';
