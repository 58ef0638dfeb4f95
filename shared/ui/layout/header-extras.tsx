// The context itself is in the shared singleton @comanda/shared/state (one instance for the shell and every remote).
export { HeaderExtrasContext, useHeaderExtras } from '@comanda/shared/state';
