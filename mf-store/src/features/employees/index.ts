export { EmployeesScreen } from './pages/employees-page';
export { EmployeeCreateScreen } from './pages/employee-create-page';
export { EmployeeEditScreen } from './pages/employee-edit-page';
