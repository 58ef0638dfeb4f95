export { TablesPage } from './pages/tables-page';
export { TabPage } from './pages/tab-page';
