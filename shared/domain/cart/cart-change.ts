// What re-pricing a cart (reprice.ts) tells the customer. Apart from the re-pricing itself, which needs the option
// engine: the storefront shows these sentences without loading it first.
import { formatBRL } from '../money';

/** What re-pricing did to one line. */
export type CartChange =
  | { kind: 'price'; name: string; fromCents: number; toCents: number }
  | { kind: 'removed'; name: string; reason: 'product' | 'options' };

/** The customer-facing sentence for a change (toast). */
export function cartChangeMessage(change: CartChange): string {
  if (change.kind === 'price') return `O preço de ${change.name} mudou: agora ${formatBRL(change.toCents)} cada.`;
  return change.reason === 'product'
    ? `${change.name} não está mais disponível e saiu do carrinho.`
    : `${change.name} saiu do carrinho: uma opção escolhida não está mais disponível.`;
}
