/** The platform admin's view of subscriptions (/admin/subscriptions): plan changes, billing data, invoices. */
import { mixed, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { validateCpfCnpj } from '../validation/cpf-cnpj';
import { EMAIL_PATTERN } from '../validation/generic';
import { BILLING_CYCLES, type BillingCycle } from './plans';
import type { SubscriptionInvoice } from './invoices';
import type { PlanChangeQuote } from './proration';
import type { Standing, SubscriptionStatus } from './subscriptions';

export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'Escolha o plano.',
  cycleInvalid: 'Escolha mensal ou anual.',
  planRetired: 'Este plano foi aposentado e não aceita novas assinaturas.',
  nothingChanges: 'A assinatura já está neste plano e ciclo.',
  documentInvalid: 'Informe um CPF ou CNPJ válido.',
  emailInvalid: 'Informe um e-mail válido.',
  documentRequired: 'Cadastre o CPF ou CNPJ de cobrança da loja antes de emitir uma fatura.',
  gatewayOff: 'A cobrança não está configurada nesta instalação (ASAAS_API_KEY): a fatura foi registrada sem boleto nem PIX.',
  gatewayDown: 'O gateway de pagamento não respondeu. A fatura foi registrada; tente cobrar de novo em instantes.',
  gatewayRefused: (reason: string) => `O gateway de pagamento recusou a cobrança: ${reason}`,
  cancelled: 'Assinatura cancelada: a loja mantém o acesso até o fim do período pago.',
  alreadyCancelled: 'Esta assinatura já está cancelada.',
  suspended: 'Reative a loja antes de mudar a assinatura.',
  invoiceNotChargeable: 'Só uma fatura aguardando pagamento e ainda sem cobrança pode ser cobrada.',
  renewalIssued: 'A fatura de renovação deste período já foi emitida: cobre-a de novo em vez de emitir outra.',
} as const;

export const changePlanSchema = object({
  plan_id: number().typeError(SUBSCRIPTION_MESSAGES.planRequired).required(SUBSCRIPTION_MESSAGES.planRequired).integer().positive(SUBSCRIPTION_MESSAGES.planRequired),
  billing_cycle: mixed<BillingCycle>().oneOf(BILLING_CYCLES, SUBSCRIPTION_MESSAGES.cycleInvalid).required(SUBSCRIPTION_MESSAGES.cycleInvalid),
});
export type ChangePlanInput = InferType<typeof changePlanSchema>;

export const billingDataSchema = object({
  document: string()
    .trim()
    .required(SUBSCRIPTION_MESSAGES.documentInvalid)
    .test('cpf-cnpj', SUBSCRIPTION_MESSAGES.documentInvalid, (v) => validateCpfCnpj(v) === null),
  email: string().trim().lowercase().required(SUBSCRIPTION_MESSAGES.emailInvalid).matches(EMAIL_PATTERN, SUBSCRIPTION_MESSAGES.emailInvalid),
});
export type BillingDataInput = InferType<typeof billingDataSchema>;

export const adminSubscriptionsQuerySchema = object({
  q: string().trim().max(100).default(''),
  status: string().trim().max(20).default(''),
  plan: string().trim().max(60).default(''),
});

export type AdminSubscription = {
  id: number;
  store: { id: number; name: string; slug: string };
  plan: { id: number; name: string; slug: string };
  status: SubscriptionStatus;
  standing: Standing;
  billing_cycle: BillingCycle;
  price: number;
  trial_ends_at: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  grace_ends_at: string | null;
  credit: number;
  billing_document: string | null;
  billing_email: string | null;
  created_at: string;
};

export type AdminSubscriptionDetails = AdminSubscription & { invoices: SubscriptionInvoice[] };

export type PlanChangeResult = { subscription: AdminSubscriptionDetails; quote: PlanChangeQuote; invoice: SubscriptionInvoice | null; warning: string | null };
