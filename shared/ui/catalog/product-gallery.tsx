import { useState } from 'react';
import { ButtonBase } from '@mui/material';
import { Box, Stack } from '@comanda/shared/ui/mui';
import { PRODUCT_PLACEHOLDER_IMAGE, storageUrl } from '@comanda/shared/ui';

/** Main image with thumbnails; a broken image falls back to the placeholder. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const sources = images.map((image) => storageUrl(image)).filter((src): src is string => Boolean(src));
  const [active, setActive] = useState(0);
  const current = sources[active] ?? PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <Box>
      <Box
        component="img"
        src={current}
        alt={name}
        onError={(event: React.SyntheticEvent<HTMLImageElement>) => {
          event.currentTarget.src = PRODUCT_PLACEHOLDER_IMAGE;
        }}
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100', display: 'block' }}
      />
      {sources.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto' }} role="list" aria-label="Fotos do produto">
          {sources.map((src, index) => (
            <ButtonBase
              key={src}
              role="listitem"
              onClick={() => setActive(index)}
              aria-label={`Ver foto ${index + 1} de ${name}`}
              aria-current={index === active}
              sx={{ borderRadius: 1, outline: index === active ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'solid' }}
            >
              <Box component="img" src={src} alt="" sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1 }} />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}
