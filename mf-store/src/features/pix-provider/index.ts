export { PixProviderSection } from './pix-provider-section';
