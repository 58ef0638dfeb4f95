import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { productIdOfLink, storefrontPath, type Product } from '@comanda/shared/domain';
import { useStoreProductsQuery } from '../../../api/catalog-api';

/**
 * A product's own link (/loja/{slug}/p/{productId}, shared from its modal) opens that product's modal once the
 * catalog is there — after hydration, so the server's page and the first client render stay the same. An unknown
 * product leads to the store. Returns `leave`: back to the store's own address when the linked modal closes.
 */
export function useLinkedProduct(slug: string, open: (product: Product) => void): () => void {
  const { productId } = useParams();
  const navigate = useNavigate();
  const { data: products } = useStoreProductsQuery({ slug }, { skip: !slug || productId === undefined });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (productId === undefined || !products || handled.current === productId) return;
    handled.current = productId;
    const id = productIdOfLink(productId);
    const product = id === null ? undefined : products.find((candidate) => candidate.id === id);
    if (product) open(product);
    else navigate(storefrontPath(slug), { replace: true });
  }, [productId, products, open, navigate, slug]);

  return useCallback(() => {
    if (productId !== undefined) navigate(storefrontPath(slug), { replace: true });
  }, [productId, navigate, slug]);
}
