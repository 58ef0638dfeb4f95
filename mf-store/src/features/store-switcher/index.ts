export { StoreSwitcher } from './store-switcher';
