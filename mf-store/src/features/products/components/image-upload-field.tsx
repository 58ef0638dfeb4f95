import { useRef } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@comanda/shared/ui/mui';
import CloseIcon from '@mui/icons-material/Close';
import { storageUrl } from '@comanda/shared/ui';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useUploadProductImageMutation } from '../api/products-api';

type Props = { storeId: number; label: string; images: string[]; max: number; onChange: (images: string[]) => void };

/** Uploads images (raw bytes to the store's image endpoint) and shows the stored ones with a remove button. */
export function ImageUploadField({ storeId, label, images, max, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadProductImageMutation();
  const { enqueueSnackbar } = useToasts();

  const pick = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, max - images.length);
    const added: string[] = [];
    for (const file of chosen) {
      try {
        added.push((await upload({ storeId, file }).unwrap()).url);
      } catch (error) {
        enqueueSnackbar(toApiError(error, 'Não foi possível enviar a imagem.').message, { variant: 'error' });
      }
    }
    if (added.length > 0) onChange([...images, ...added]);
    if (input.current) input.current.value = '';
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {images.map((url, index) => (
          <Box key={url} sx={{ position: 'relative', width: 88, height: 88 }}>
            <Box component="img" src={storageUrl(url) ?? url} alt={`${label} ${index + 1}`} sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1 }} />
            <IconButton
              size="small"
              aria-label={`Remover imagem ${index + 1}`}
              onClick={() => onChange(images.filter((_, i) => i !== index))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {images.length < max && (
          <Button component="label" variant="outlined" disabled={isLoading} sx={{ width: 88, height: 88 }}>
            {isLoading ? 'Enviando…' : 'Enviar'}
            <input ref={input} hidden type="file" accept="image/jpeg,image/png,image/webp" multiple={max > 1} aria-label={`Enviar ${label.toLowerCase()}`} onChange={(e) => pick(e.target.files)} />
          </Button>
        )}
      </Stack>
    </Box>
  );
}
