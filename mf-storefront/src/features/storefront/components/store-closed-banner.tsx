import { closedStoreText, type StorePublic } from '@comanda/shared/domain';
import { Notice, NoticeMessage } from '../ui/notice';

type ClosedStore = Pick<StorePublic, 'isOpen'> & Partial<Pick<StorePublic, 'ordersPaused' | 'opensAt' | 'closedText' | 'scheduling'>>;

/**
 * 'Fechado · abre terça às 18:00' at the top of a closed storefront (a paused one shows its own banner instead);
 * a store that takes scheduled orders adds that the customer may schedule one. The words come with the store
 * (`closedText`, worded by the server at the clock it decided "closed" with), so the server-rendered page and the
 * hydrating browser say the same; data without them is worded here by the same rule.
 */
export function StoreClosedBanner({ store, now = new Date() }: { store: ClosedStore; now?: Date }) {
  if (store.isOpen || store.ordersPaused) return null;
  return (
    <Notice role="status" data-testid="store-closed">
      <NoticeMessage>
        <span>{store.closedText ?? closedStoreText(store.opensAt ?? null, now)}</span>
        {store.scheduling && ' · Agende seu pedido para quando a loja estiver aberta'}
      </NoticeMessage>
    </Notice>
  );
}
