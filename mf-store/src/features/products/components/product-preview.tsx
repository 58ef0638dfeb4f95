import { Box, Typography } from '@comanda/shared/ui/mui';
import { ProductModal } from '@comanda/shared/ui/catalog';
import { previewProductOf, type ProductFormValues } from '../lib/product-form-values';

const noop = () => {};

/** The storefront's own product modal, drawn inline, showing the product as the form stands. */
export function ProductPreview({ values, storeBusinessType }: { values: ProductFormValues; storeBusinessType: string | null }) {
  const product = previewProductOf(values, storeBusinessType);
  return (
    <Box component="aside" aria-label="Pré-visualização na loja" sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        Como o cliente vê
      </Typography>
      {/* Remounted when the type or options change: the modal starts its selection from them. */}
      <ProductModal key={`${product.business_type_slug}:${JSON.stringify(values.options)}`} product={product} open onClose={noop} onAdd={noop} inline />
    </Box>
  );
}
