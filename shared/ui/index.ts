// Core UI, loaded with every app. Forms (formik, yup, masks) and the product modal with the option
// panels are separate federated entries: '@comanda/shared/ui/forms' and '@comanda/shared/ui/catalog'.
export * from './app-providers';
export * from './theme/theme';
export * from './catalog-image';
export * from './download-text';
export * from './quantity-stepper';
export * from './hooks/use-now';
export * from './when-idle';
export * from './cards/kpi-card';
export * from './cards/titled-card';
export * from './cards/section-card';
export * from './feedback/toast-config';
export * from './feedback/toast-area';
export * from './feedback/page-spinner';
export * from './feedback/confirm-dialog';
export * from './feedback/disabled-reason';
export * from './routing/guards';
export * from './routing/remote-contract';
export * from './routing/screen-routes';
export * from './layout/area-layout';
export * from './layout/user-menu';
export * from './layout/header-extras';
export * from './layout/placeholder-page';
export * from './navigation/pagination-labels';
export * from './notifications';
export * from './print/print-slip';
