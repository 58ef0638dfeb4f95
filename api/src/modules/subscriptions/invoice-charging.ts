import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES, centsToReais, onlyDigits } from '@comanda/shared/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { stores, subscriptionInvoices, subscriptions, type SubscriptionInvoiceRow } from '../../db/schema';
import { createAsaasClient, GatewayConfigError, GatewayError, GatewayUnavailableError } from '../billing/gateway';

/** What became of a charge: null when the invoice now has its gateway payment (boleto/PIX/card link). */
export type ChargeWarning = string | null;

/**
 * Sends a recorded invoice to the gateway, outside any transaction (a slow gateway holds no lock): creates the
 * store's gateway customer once, then the payment, and stores the payment id and invoice link. A gateway that
 * refuses or does not answer leaves the invoice recorded and uncharged, with a warning for the admin.
 */
export async function chargeInvoice(db: Db, billing: AppConfig['billing'], invoice: SubscriptionInvoiceRow): Promise<ChargeWarning> {
  if (!billing) return SUBSCRIPTION_MESSAGES.gatewayOff;
  const [row] = await db
    .select({ sub: subscriptions, store: { id: stores.id, name: stores.name, whatsapp: stores.whatsapp } })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(eq(subscriptions.id, invoice.subscriptionId));
  if (!row?.sub.billingDocument || !row.sub.billingEmail) return SUBSCRIPTION_MESSAGES.documentRequired;
  const gateway = createAsaasClient({ baseUrl: billing.asaasUrl, apiKey: billing.apiKey, timeoutMs: billing.timeoutMs });
  try {
    let customerId = row.sub.gatewayCustomerId;
    if (!customerId) {
      const customer = await gateway.createCustomer({
        name: row.store.name,
        cpfCnpj: onlyDigits(row.sub.billingDocument),
        email: row.sub.billingEmail,
        ...(row.store.whatsapp ? { mobilePhone: row.store.whatsapp } : {}),
        externalReference: `store:${row.store.id}`,
      });
      customerId = customer.id;
      await db.update(subscriptions).set({ gatewayCustomerId: customerId }).where(eq(subscriptions.id, row.sub.id));
    }
    const payment = await gateway.createPayment({
      customer: customerId,
      billingType: 'UNDEFINED',
      value: centsToReais(invoice.amountCents),
      dueDate: String(invoice.dueDate),
      description: invoice.description,
      externalReference: `invoice:${invoice.id}`,
    });
    await db.update(subscriptionInvoices).set({ gatewayPaymentId: payment.id, invoiceUrl: payment.invoiceUrl ?? null, billingType: payment.billingType }).where(eq(subscriptionInvoices.id, invoice.id));
    return null;
  } catch (err) {
    if (err instanceof GatewayUnavailableError) return SUBSCRIPTION_MESSAGES.gatewayDown;
    if (err instanceof GatewayError) return SUBSCRIPTION_MESSAGES.gatewayRefused(err.message);
    if (err instanceof GatewayConfigError) return SUBSCRIPTION_MESSAGES.gatewayRefused('a chave de API (ASAAS_API_KEY) foi recusada');
    throw err;
  }
}
