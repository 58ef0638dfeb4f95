import type { Logger } from './types';

const line = (level: string, message: string, meta?: Record<string, unknown>): string =>
  JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...meta });

export const consoleLogger: Logger = {
  info: (message, meta) => console.log(line('info', message, meta)),
  warn: (message, meta) => console.warn(line('warn', message, meta)),
  error: (message, meta) => console.error(line('error', message, meta)),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
