import { useParams } from 'react-router-dom';
import { useStoreQuery } from '../api/catalog-api';
import { OrderSuccessPage } from '../features/order-tracking';
import { StoreFrame } from './store-frame';

/** /loja/{slug}/success/{public_id} (lazy): in the store's colours when the store loads, plain otherwise. */
export function OrderSuccessRoute() {
  const { slug = '', orderId = '' } = useParams();
  const store = useStoreQuery(slug, { skip: !slug });
  const page = <OrderSuccessPage publicId={orderId} slug={slug} />;
  if (!store.data) return <main>{page}</main>;
  return <StoreFrame store={store.data}>{() => page}</StoreFrame>;
}
