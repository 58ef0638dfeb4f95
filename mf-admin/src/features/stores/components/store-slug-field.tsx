import type { ReactNode } from 'react';
import { Box, CircularProgress, InputAdornment, Link, TextField, type TextFieldProps } from '@mui/material';
import { SLUG_PATTERN, STORE_PROFILE_LIMITS } from '@comanda/shared/domain';
import { useDebounced } from '../../../common/lib/use-debounced';
import { useAdminSlugAvailabilityQuery } from '../api/admin-stores-api';

type Props = Omit<TextFieldProps, 'value' | 'error' | 'helperText'> & {
  value: string;
  /** The form's own message (format, required, or the server's 422). */
  fieldError: string | undefined;
  onUseSuggestion: (slug: string) => void;
};

const isWellFormed = (slug: string) => slug !== '' && slug.length <= STORE_PROFILE_LIMITS.slug && SLUG_PATTERN.test(slug);

/** The store's address under /loja/, checked with the server once typing pauses (as the sign-up does). */
export function StoreSlugField({ value, fieldError, onUseSuggestion, ...props }: Props) {
  const slug = value.trim().toLowerCase();
  const wellFormed = isWellFormed(slug);
  const settled = useDebounced(slug);
  const { currentData, isFetching, isError } = useAdminSlugAvailabilityQuery(settled, { skip: !wellFormed || settled !== slug });
  const checking = wellFormed && (settled !== slug || isFetching);

  let status: ReactNode = null;
  if (wellFormed && !isError) {
    if (checking || !currentData) {
      status = (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={12} aria-hidden /> Verificando se o endereço está livre…
        </Box>
      );
    } else if (currentData.available) {
      status = (
        <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
          Disponível
        </Box>
      );
    } else {
      status = (
        <>
          {currentData.message ?? 'Este endereço não pode ser usado.'}
          {currentData.suggestion ? (
            <>
              {' '}
              <Link component="button" type="button" variant="caption" onClick={() => onUseSuggestion(currentData.suggestion!)} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
                Usar {currentData.suggestion}
              </Link>
            </>
          ) : null}
        </>
      );
    }
  }
  const taken = Boolean(wellFormed && !checking && currentData && !currentData.available);
  return (
    <TextField
      {...props}
      value={value}
      error={Boolean(fieldError) || taken}
      helperText={fieldError ?? status ?? 'Só letras minúsculas, números e hífens.'}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">/loja/</InputAdornment> },
        htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: STORE_PROFILE_LIMITS.slug },
        formHelperText: { 'aria-live': 'polite' } as object,
      }}
    />
  );
}
