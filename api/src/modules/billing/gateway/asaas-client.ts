import { asaasRequest } from './asaas-http';
import type { AsaasConfig, AsaasCustomer, AsaasCustomerInput, AsaasDeletion, AsaasPayment, AsaasPaymentInput, AsaasPixQrCode } from './asaas-types';

export type AsaasClient = ReturnType<typeof createAsaasClient>;

/**
 * Asaas API v3 client. Every method throws GatewayError (refused: show `message`), GatewayConfigError
 * (bad key) or GatewayUnavailableError (retry later).
 */
export function createAsaasClient(config: AsaasConfig) {
  const id = (value: string) => encodeURIComponent(value);
  return {
    /** POST /v3/customers. Asaas accepts duplicates: look up our stored customer id before calling. */
    createCustomer: (input: AsaasCustomerInput) => asaasRequest<AsaasCustomer>(config, 'POST', '/v3/customers', input),

    /** POST /v3/payments: a one-off charge ("cobrança avulsa"). */
    createPayment: (input: AsaasPaymentInput) => asaasRequest<AsaasPayment>(config, 'POST', '/v3/payments', input),

    /** GET /v3/payments/{id}. */
    getPayment: (paymentId: string) => asaasRequest<AsaasPayment>(config, 'GET', `/v3/payments/${id(paymentId)}`),

    /** GET /v3/payments/{id}/pixQrCode: for PIX, BOLETO and UNDEFINED payments. */
    getPixQrCode: (paymentId: string) => asaasRequest<AsaasPixQrCode>(config, 'GET', `/v3/payments/${id(paymentId)}/pixQrCode`),

    /** DELETE /v3/payments/{id}: removes a charge not yet paid (Asaas then fires PAYMENT_DELETED). */
    cancelPayment: (paymentId: string) => asaasRequest<AsaasDeletion>(config, 'DELETE', `/v3/payments/${id(paymentId)}`),
  };
}
