import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, type ImageKind } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { storageUrl } from '@comanda/shared/ui';
import { useUploadStoreImageMutation } from '../api/profile-api';

type Props = {
  storeId: number;
  kind: Extract<ImageKind, 'logo' | 'cover'>;
  label: string;
  value: string;
  onChange: (url: string) => void;
};

const PREVIEW = { logo: { width: 96, height: 96, borderRadius: '50%' }, cover: { width: '100%', maxWidth: 480, aspectRatio: '3 / 1', borderRadius: 1 } } as const;

/** Picks a file, uploads it (the API resizes it to WebP) and keeps the URL it answers. */
export function ImageUploadField({ storeId, kind, label, value, onChange }: Props) {
  const inputId = useId();
  const [upload, { isLoading }] = useUploadStoreImageMutation();
  const [error, setError] = useState<string | null>(null);
  const src = storageUrl(value);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) return setError(IMAGE_MESSAGES.tooLarge);
    try {
      onChange((await upload({ storeId, kind, file }).unwrap()).url);
    } catch (err) {
      setError(toApiError(err, 'Não foi possível enviar a imagem.').message);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle2">
        {label}
      </Typography>
      <Box sx={{ ...PREVIEW[kind], bgcolor: 'grey.100', overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
        {src ? <Box component="img" src={src} alt={`${label} atual`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <Typography variant="caption">Sem imagem</Typography>}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={isLoading}>
          {isLoading ? 'Enviando…' : `Enviar ${label.toLowerCase()}`}
          <input id={inputId} type="file" hidden accept="image/jpeg,image/png,image/webp,image/gif" aria-label={`Arquivo de ${label.toLowerCase()}`} onChange={(event) => void onFile(event)} />
        </Button>
        {value && (
          <Button size="small" color="inherit" onClick={() => onChange('')}>
            Remover
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
