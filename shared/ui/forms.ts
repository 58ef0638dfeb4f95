// '@comanda/shared/ui/forms': auth forms, masked inputs and the standalone page of a remote.
export * from './auth';
export * from './inputs';
export * from './standalone/standalone-app';
