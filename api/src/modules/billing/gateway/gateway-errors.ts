import { ProviderUnavailableError } from '../../../lib/fetch-json';
import type { AsaasErrorItem } from './asaas-types';

/** The gateway refused the request (Asaas 400/404…): retrying the same request will fail again. */
export class GatewayError extends Error {
  readonly retryable = false;

  constructor(
    readonly status: number,
    /** As Asaas sent them: `description` is Portuguese and may be shown to the user. */
    readonly errors: AsaasErrorItem[],
  ) {
    super(errors.map((e) => e.description).join(' ') || `O gateway de pagamento recusou a requisição (HTTP ${status}).`);
    this.name = 'GatewayError';
  }

  get codes(): string[] {
    return this.errors.map((e) => e.code);
  }
}

/** Our side is misconfigured (401/403: missing, wrong or other-environment API key; IP not allowed). */
export class GatewayConfigError extends Error {
  readonly retryable = false;

  constructor(
    readonly status: number,
    readonly errors: AsaasErrorItem[],
  ) {
    const detail = errors.map((e) => e.description).join(' ');
    super(`O gateway de pagamento recusou as credenciais (HTTP ${status})${detail ? `: ${detail}` : '.'}`);
    this.name = 'GatewayConfigError';
  }
}

/**
 * Network error, timeout, 429 or 5xx: the request may be retried later. A ProviderUnavailableError,
 * like the other providers', so the callers that already treat those as "try again later" do here too.
 * Note that a timed-out POST may still have been carried out by Asaas.
 */
export class GatewayUnavailableError extends ProviderUnavailableError {
  readonly retryable = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}
