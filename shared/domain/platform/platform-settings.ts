/** The platform's own settings (/admin/settings): read by the sign-up (terms), the mailer (sender) and the trial. */
import { object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { EMAIL_PATTERN } from '../validation/generic';

export type PlatformSettings = {
  platform_name: string;
  contact_email: string;
  contact_phone: string;
  mail_from_name: string;
  mail_from_address: string;
  /** The plan a store that signs up tries. */
  trial_plan_slug: string;
  /** Bumped by the server whenever the texts change; a sign-up stores the version it accepted (LGPD). */
  terms_version: string;
  terms_of_use: string;
  privacy_policy: string;
};

export type PlatformTerms = Pick<PlatformSettings, 'terms_version' | 'terms_of_use' | 'privacy_policy'>;

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  platform_name: 'Comanda',
  contact_email: 'contato@comanda.app.br',
  contact_phone: '(11) 4000-1234',
  mail_from_name: 'Comanda',
  mail_from_address: 'nao-responda@comanda.app.br',
  trial_plan_slug: 'profissional',
  terms_version: '2026-11-25',
  terms_of_use: [
    'Termos de uso da Comanda',
    '1. A Comanda oferece à loja uma vitrine on-line, um painel de pedidos, um PDV e ferramentas de entrega, conforme o plano contratado.',
    '2. A loja é responsável pelos produtos, preços, prazos e pela entrega dos pedidos que aceita, e pelo atendimento ao consumidor (Código de Defesa do Consumidor).',
    '3. O período de teste é gratuito; ao fim dele, a assinatura é cobrada por boleto, PIX ou cartão. Sem pagamento, há 7 dias de carência; depois, os recursos do plano ficam somente para leitura, sem perda dos pedidos.',
    '4. A loja pode cancelar a qualquer momento; o acesso segue até o fim do período pago.',
    '5. É proibido vender produtos ilegais ou usar a plataforma para fraudes; nesses casos a loja pode ser suspensa.',
  ].join('\n\n'),
  privacy_policy: [
    'Política de privacidade (LGPD)',
    '1. Tratamos os dados da loja e de seus clientes (nome, telefone, e-mail, endereço de entrega e pedidos) apenas para operar os pedidos, as entregas e a cobrança da assinatura.',
    '2. A loja é a controladora dos dados dos seus clientes; a Comanda atua como operadora, segundo as instruções da loja.',
    '3. Os dados são guardados no Brasil, com acesso restrito e registro de quem acessou; senhas são guardadas apenas como hash.',
    '4. O titular pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail de contato da plataforma.',
  ].join('\n\n'),
};

export const PLATFORM_SETTINGS_MESSAGES = {
  nameRequired: 'Informe o nome da plataforma.',
  email: 'Informe um e-mail válido.',
  textRequired: 'Este texto não pode ficar vazio.',
  trialPlanInvalid: 'Escolha um plano ativo para o período de teste.',
  saved: 'Configurações salvas.',
} as const;

const email = () => string().trim().required(PLATFORM_SETTINGS_MESSAGES.email).matches(EMAIL_PATTERN, PLATFORM_SETTINGS_MESSAGES.email);

/** The admin form; the terms version is not written by it (the server bumps it when the texts change). */
export const platformSettingsSchema = object({
  platform_name: string().trim().required(PLATFORM_SETTINGS_MESSAGES.nameRequired).max(80),
  contact_email: email(),
  contact_phone: string().trim().default('').max(40),
  mail_from_name: string().trim().required(PLATFORM_SETTINGS_MESSAGES.nameRequired).max(80),
  mail_from_address: email(),
  trial_plan_slug: string().trim().required(PLATFORM_SETTINGS_MESSAGES.trialPlanInvalid),
  terms_of_use: string().trim().required(PLATFORM_SETTINGS_MESSAGES.textRequired).max(50_000),
  privacy_policy: string().trim().required(PLATFORM_SETTINGS_MESSAGES.textRequired).max(50_000),
});

export type PlatformSettingsInput = InferType<typeof platformSettingsSchema>;
