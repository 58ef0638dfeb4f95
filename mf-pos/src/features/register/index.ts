export { CashRegisterPage } from './pages/cash-register-page';
export { RegisterSessionPage } from './pages/register-session-page';
export { RequireOpenRegister } from './pages/require-open-register';
export { RegisterHistoryPage } from './pages/register-history-page';
