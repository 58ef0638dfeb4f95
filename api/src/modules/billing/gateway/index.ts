export * from './asaas-types';
export * from './gateway-errors';
export { createAsaasClient, type AsaasClient } from './asaas-client';
export * from './asaas-webhook';
export * from './invoice-status';
