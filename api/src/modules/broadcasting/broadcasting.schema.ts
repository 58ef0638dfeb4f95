import { object, string } from 'yup';
// Sets yup's Portuguese locale before the schemas below are declared.
import '@comanda/shared/domain';

export const BROADCASTING_MESSAGES = {
  socketIdRequired: 'O campo socket_id é obrigatório.',
  socketIdInvalid: 'O campo socket_id é inválido.',
  channelNameRequired: 'O campo channel_name é obrigatório.',
  channelNameInvalid: 'O campo channel_name é inválido.',
  channelDenied: 'Acesso ao canal negado.',
} as const;

/** What pusher-js's channel authorizer posts (the realtime server issues `<int>.<int>` socket ids). */
export const channelAuthSchema = object({
  socket_id: string()
    .trim()
    .required(BROADCASTING_MESSAGES.socketIdRequired)
    .max(64, BROADCASTING_MESSAGES.socketIdInvalid)
    .matches(/^\d+\.\d+$/, BROADCASTING_MESSAGES.socketIdInvalid),
  channel_name: string()
    .trim()
    .required(BROADCASTING_MESSAGES.channelNameRequired)
    .max(200, BROADCASTING_MESSAGES.channelNameInvalid)
    .matches(/^[A-Za-z0-9_\-=@,.;]+$/, BROADCASTING_MESSAGES.channelNameInvalid),
});

export type ChannelAuthResponse = { auth: string; channel_data?: string };

export type BroadcastingClientConfig = { key: string; wsHost: string | null; wsPort: number | null; forceTLS: boolean; cluster: string };
