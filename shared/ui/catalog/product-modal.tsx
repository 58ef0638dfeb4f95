import { useMemo, useState, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import CloseIcon from '@mui/icons-material/Close';
import ShareIcon from '@mui/icons-material/Share';
import {
  formatBRL,
  initialSelection,
  normalizeProductOptions,
  priceSelection,
  productDisplayPrice,
  type Product,
  type ProductSelection,
  type QuantityLimits,
} from '@comanda/shared/domain';
import { QuantityStepper } from '@comanda/shared/ui';
import { ProductOptionsPanel, hasOptionsPanel } from '../product-options';
import { ProductGallery } from './product-gallery';

export type ProductModalResult = { selection: ProductSelection | null; unitPriceCents: number; quantity: number };

type Props = {
  product: Product;
  open: boolean;
  onClose: () => void;
  onAdd: (result: ProductModalResult) => void;
  /** The store's order limits (the quantity stepper stops at its line limit); default the shared ones. */
  limits?: QuantityLimits;
  /** Drawn in the page instead of a dialog (the back office's live preview beside the product form). */
  inline?: boolean;
  /** The add button's text (the POS adds to the sale, not to a cart). */
  addLabel?: string;
  /** A second action on the current choice (the storefront's "Assinar" for a marmita with a subscription). */
  secondaryAction?: { label: string; onClick: (result: ProductModalResult) => void };
  /** Shares the product's own link (the storefront: the phone's share sheet, or a copied link). */
  onShare?: () => void;
};

/** Product modal of spec section 2: gallery, description, price, the business type's panel, total. */
export function ProductModal({ product, open, onClose, onAdd, limits, inline = false, addLabel = 'Adicionar ao Carrinho', secondaryAction, onShare }: Props) {
  const slug = product.business_type_slug ?? '';
  const options = useMemo(() => normalizeProductOptions(slug, product.business_type_options), [slug, product.business_type_options]);
  const [selection, setSelection] = useState<ProductSelection | null>(() => (options ? initialSelection(options) : null));
  const [quantity, setQuantity] = useState(1);
  const pricing = useMemo(() => priceSelection(product, selection, { options }), [product, selection, options]);
  const supported = options !== null && selection !== null && hasOptionsPanel(slug);
  const price = productDisplayPrice(product);
  const base = price.currentCents;
  const images = [product.image, ...(product.gallery_urls ?? [])].filter((image): image is string => Boolean(image));
  const unitCents = supported ? pricing.unitTotalCents : base;

  const add = () => {
    onAdd({ selection: supported ? selection : null, unitPriceCents: unitCents, quantity });
    setQuantity(1);
  };

  return (
    <Frame inline={inline} open={open} onClose={onClose}>
      <DialogTitle id="product-modal-title" sx={{ pr: onShare && !inline ? 12 : 6, position: 'relative' }}>
        {product.name}
        {onShare && !inline && (
          <IconButton aria-label="Compartilhar" onClick={onShare} sx={{ position: 'absolute', right: 56, top: 8 }}>
            <ShareIcon />
          </IconButton>
        )}
        {!inline && (
          <IconButton aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: inline ? '1fr' : { xs: '1fr', md: '5fr 7fr' } }}>
          <Box>
            <ProductGallery name={product.name} images={images} />
            <Typography sx={{ mt: 2 }}>{product.description || 'Sem descrição disponível.'}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'baseline' }}>
              <Typography variant="h6" component="p" color="primary">
                {formatBRL(base)}
              </Typography>
              {price.originalCents !== null && (
                <Typography component="s" color="text.secondary" aria-label={`Preço anterior ${formatBRL(price.originalCents)}`}>
                  {formatBRL(price.originalCents)}
                </Typography>
              )}
            </Stack>
          </Box>
          <Box>
            {supported ? (
              <ProductOptionsPanel product={product} options={options} selection={selection} onChange={setSelection} pricing={pricing} />
            ) : (
              <Alert severity="info">Componente para este tipo de produto não implementado.</Alert>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 2, flexWrap: 'wrap' }}>
        <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} max={limits?.lineQuantity} />
        <Typography sx={{ flexGrow: 1, fontWeight: 700 }} data-testid="product-total" aria-live="polite">
          Total: {formatBRL(unitCents * quantity)}
        </Typography>
        {secondaryAction && (
          <Button variant="outlined" size="large" disabled={supported && !pricing.canAddToCart} onClick={() => secondaryAction.onClick({ selection: supported ? selection : null, unitPriceCents: unitCents, quantity })}>
            {secondaryAction.label}
          </Button>
        )}
        <Button variant="contained" size="large" disabled={supported && !pricing.canAddToCart} onClick={add}>
          {addLabel}
        </Button>
      </DialogActions>
    </Frame>
  );
}

function Frame({ inline, open, onClose, children }: { inline: boolean; open: boolean; onClose: () => void; children: ReactNode }) {
  if (inline) {
    return (
      <Paper component="section" variant="outlined" aria-labelledby="product-modal-title">
        {children}
      </Paper>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="product-modal-title">
      {children}
    </Dialog>
  );
}
