export type ChannelKind = 'public' | 'private' | 'presence';

const VALID_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export const MAX_CHANNEL_NAME = 200;

export const isValidChannelName = (name: unknown): name is string =>
  typeof name === 'string' && name.length > 0 && name.length <= MAX_CHANNEL_NAME && VALID_NAME.test(name);

export const channelKind = (name: string): ChannelKind =>
  name.startsWith('presence-') ? 'presence' : name.startsWith('private-') ? 'private' : 'public';
