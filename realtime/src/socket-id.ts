import { randomInt } from 'node:crypto';

const SOCKET_ID = /^\d+\.\d+$/;

export const newSocketId = (): string => `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;

export const isSocketId = (value: unknown): value is string => typeof value === 'string' && SOCKET_ID.test(value);
