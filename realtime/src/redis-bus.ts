import { Redis } from 'ioredis';
import type { Delivery, Logger } from './types';

export type RedisBusState = 'connecting' | 'ready' | 'down';

export type RedisBus = {
  /** The command connection (not the subscriber), shared with the presence store. */
  readonly client: Redis;
  publish: (deliveries: Delivery[]) => void;
  state: () => RedisBusState;
  close: () => Promise<void>;
};

type WireMessage = { node: string; deliveries: Delivery[] };

export const encodeWireMessage = (node: string, deliveries: Delivery[]): string => JSON.stringify({ node, deliveries } satisfies WireMessage);

/**
 * Pub/sub fan-out between nodes. Messages carry the sender's node id so a node ignores its own
 * echo (it already delivered locally). Redis being down only loses cross-node delivery.
 */
export type RedisBusOptions = {
  url: string;
  /** Pub/sub channel shared by the nodes of one deployment. */
  channel: string;
  nodeId: string;
  onDelivery: (delivery: Delivery) => void;
  logger: Logger;
};

export const createRedisBus = ({ url, channel, nodeId, onDelivery, logger }: RedisBusOptions): RedisBus => {
  const options = {
    lazyConnect: false,
    // Fail fast instead of queueing events for minutes while Redis is away.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    // ioredis waits this long for an already-dead stream's 'close' on disconnect (default 2 s).
    disconnectTimeout: 200,
  };
  const publisher = new Redis(url, options);
  // SUBSCRIBE waits for the connection (no retry cap); ioredis re-subscribes after reconnects.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  let subscribed = false;
  let failing = false;

  const onError = (role: string) => (error: Error) => {
    if (!failing) logger.warn('realtime redis unavailable; serving local subscribers only', { role, error: error.message });
    failing = true;
  };
  const onReady = () => {
    if (failing && publisher.status === 'ready' && subscriber.status === 'ready') {
      failing = false;
      logger.info('realtime redis reconnected');
    }
  };
  publisher.on('error', onError('publisher'));
  subscriber.on('error', onError('subscriber'));
  publisher.on('ready', onReady);
  subscriber.on('ready', onReady);

  subscriber.subscribe(channel).then(
    () => {
      subscribed = true;
    },
    (error: Error) => onError('subscribe')(error),
  );
  subscriber.on('message', (_channel: string, raw: string) => {
    let message: WireMessage;
    try {
      message = JSON.parse(raw) as WireMessage;
    } catch {
      return;
    }
    if (message.node === nodeId || !Array.isArray(message.deliveries)) return;
    for (const delivery of message.deliveries) onDelivery(delivery);
  });

  return {
    client: publisher,
    publish: (deliveries) => {
      if (publisher.status !== 'ready') return;
      publisher.publish(channel, encodeWireMessage(nodeId, deliveries)).catch((error: Error) => onError('publish')(error));
    },
    state: () => {
      if (subscribed && publisher.status === 'ready' && subscriber.status === 'ready') return 'ready';
      return failing ? 'down' : 'connecting';
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};
