export { PosReportPanel } from './components/pos-report-panel';
