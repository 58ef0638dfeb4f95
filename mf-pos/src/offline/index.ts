export { posDb, openPosDb, POS_DB_NAME, type QueuedSaleBody, type OutboxSale, type OutboxStatus, type OutboxError, type LocalReceipt, type CatalogRow, type RegisterRow } from './pos-db';
export {
  enqueueSale,
  toQueuedBody,
  flushSales,
  submitSale,
  retrySale,
  discardSale,
  markSoldOffline,
  listQueuedSales,
  newSaleKey,
  backoffMs,
  QUEUE_MESSAGES,
  type SendSale,
  type SendResult,
  type EnqueueInput,
  type FlushOptions,
  type FlushResult,
  type FlushOutcome,
  type SubmitOutcome,
} from './sale-queue';
export { createSendSale, useSendSale, outboxApi, SEND_TIMEOUT_MS } from './send-sale';
export { saveCatalog, loadCatalog, saveRegister, loadRegister } from './catalog-cache';
export { useConnectivity, isOnline, reportNetworkFailure, reportNetworkSuccess } from './use-connectivity';
export { usePendingSales, type PendingSales } from './use-pending-sales';
export { useSaleSync, SYNC_INTERVAL_MS, type SaleSync, type SaleSyncOptions } from './use-sale-sync';
export { ConnectionStatus, RejectedSalesDialog, WithConnectionStatus, waitingLabel, rejectedLabel } from './connection-status';
export { setupPosApp, POS_APP_SCOPE } from './register-service-worker';
export { useKeptCopy } from './use-kept-copy';
export { observeServerTime, serverNow, resetServerClock } from './server-clock';
