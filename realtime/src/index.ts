export { createRealtimeServer, type RealtimeServer } from './realtime-server';
export { channelAuth } from './crypto';
export { consoleLogger, silentLogger } from './logger';
export type { AppConfig, Logger, RealtimeOptions, RealtimeStats } from './types';
