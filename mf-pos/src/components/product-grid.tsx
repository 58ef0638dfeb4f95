import { memo, useMemo, useState } from 'react';
import { ButtonBase } from '@mui/material';
import { Box, Tab, Tabs, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, posProductCode, productBaseCents, type Category, type Product } from '@comanda/shared/domain';

type Props = { categories: Category[]; products: Product[]; onPick: (product: Product) => void };

const ALL = -1;

/** Category tabs over big product tiles (a finger on a 10" tablet, a click on a PC). */
export const ProductGrid = memo(function ProductGrid({ categories, products, onPick }: Props) {
  const [category, setCategory] = useState<number>(ALL);
  const shown = useMemo(() => (category === ALL ? products : products.filter((p) => p.category_id === category)), [category, products]);
  const used = useMemo(() => categories.filter((c) => products.some((p) => p.category_id === c.id)), [categories, products]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Tabs value={category} onChange={(_e, value: number) => setCategory(value)} variant="scrollable" scrollButtons="auto" aria-label="Categorias">
        <Tab value={ALL} label="Todos" />
        {used.map((c) => (
          <Tab key={c.id} value={c.id} label={c.name} />
        ))}
      </Tabs>
      <Box
        role="list"
        aria-label="Produtos"
        sx={{ mt: 1, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', overflowY: 'auto', alignContent: 'start', flex: 1, pb: 1 }}
      >
        {shown.map((product) => (
          <ProductTile key={product.id} product={product} onPick={onPick} />
        ))}
      </Box>
    </Box>
  );
});

const ProductTile = memo(function ProductTile({ product, onPick }: { product: Product; onPick: (product: Product) => void }) {
  return (
    <ButtonBase
      role="listitem"
      aria-label={`${product.name}, ${formatBRL(productBaseCents(product))}`}
      onClick={() => onPick(product)}
      sx={{ minHeight: 88, p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', alignItems: 'stretch', textAlign: 'left', '&:hover': { borderColor: 'primary.main' } }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.25, flex: 1 }}>
        {product.name}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          Cód. {posProductCode(product)}
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {formatBRL(productBaseCents(product))}
        </Typography>
      </Box>
    </ButtonBase>
  );
});
