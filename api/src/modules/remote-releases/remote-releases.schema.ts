import { object, string } from 'yup';
import { REMOTE_NAMES, type RemoteName } from '@comanda/shared/domain';
// Sets yup's Portuguese locale before the schemas below are declared.
import '@comanda/shared/domain';

export const LOAD_ERROR_LIMITS = {
  /** What a browser may send. */
  entry: 300,
  message: 2000,
  /** What is stored of it. */
  storedMessage: 500,
  storedUserAgent: 500,
} as const;

export const REMOTE_RELEASE_MESSAGES = {
  remoteInvalid: 'Informe um dos remotos da plataforma (mf_storefront, mf_store, mf_admin, mf_pos ou mf_customer).',
  entryRequired: 'Informe o endereço do remoto que falhou.',
  entryTooLong: `O endereço do remoto deve ter no máximo ${LOAD_ERROR_LIMITS.entry} caracteres.`,
  messageRequired: 'Informe a mensagem do erro.',
  messageTooLong: `A mensagem do erro deve ter no máximo ${LOAD_ERROR_LIMITS.message} caracteres.`,
  versionRequired: 'Informe a versão a ativar (ou null para o build sem versão).',
  versionNotKept: 'Esta versão não existe ou não é mais mantida.',
  nothingToRollBack: 'Este remoto não tem versão publicada ativa para desfazer.',
} as const;

/** POST /api/remotes/load-errors: RemoteLoadErrorReport (shared/domain/platform/remote-areas.ts). */
export const loadErrorReportSchema = object({
  remote: string()
    .required(REMOTE_RELEASE_MESSAGES.remoteInvalid)
    .oneOf(REMOTE_NAMES as RemoteName[], REMOTE_RELEASE_MESSAGES.remoteInvalid),
  entry: string().trim().required(REMOTE_RELEASE_MESSAGES.entryRequired).max(LOAD_ERROR_LIMITS.entry, REMOTE_RELEASE_MESSAGES.entryTooLong),
  message: string().trim().required(REMOTE_RELEASE_MESSAGES.messageRequired).max(LOAD_ERROR_LIMITS.message, REMOTE_RELEASE_MESSAGES.messageTooLong),
});

/** POST /api/admin/remotes/:remote/activate: a kept version, or null for the unversioned build. */
export const activateSchema = object({
  version: string().trim().nullable().defined(REMOTE_RELEASE_MESSAGES.versionRequired).max(64, REMOTE_RELEASE_MESSAGES.versionNotKept),
});
