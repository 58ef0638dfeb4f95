import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { Box, CircularProgress, InputAdornment, Link } from '@comanda/shared/ui/mui';
import { SLUG_PATTERN, STORE_PROFILE_LIMITS, type SlugAvailability } from '@comanda/shared/domain';
import { useDebouncedValue } from './use-debounced-value';

/** The availability query of the area that shows the field (the sign-up's public one, the admin's own). */
export type UseSlugAvailability = (slug: string, options: { skip: boolean }) => { currentData?: SlugAvailability; isFetching: boolean; isError: boolean };

export const SLUG_CHECK_DEBOUNCE_MS = 400;

type Props = Omit<TextFieldProps, 'value' | 'error' | 'helperText'> & {
  value: string;
  /** The form's own message for the field (format, required, or the server's 422). */
  fieldError: string | undefined;
  onUseSuggestion: (slug: string) => void;
  useAvailability: UseSlugAvailability;
};

const isWellFormed = (slug: string) => slug !== '' && slug.length <= STORE_PROFILE_LIMITS.slug && SLUG_PATTERN.test(slug);

/**
 * "Endereço da loja": the slug under /loja/, checked with the server (debounced) while it is typed or follows the
 * store name: "Disponível" with the full address, or why not with a suggestion to click.
 */
export function StoreSlugField({ value, fieldError, onUseSuggestion, useAvailability, ...props }: Props) {
  const slug = value.trim().toLowerCase();
  const wellFormed = isWellFormed(slug);
  const settled = useDebouncedValue(slug, SLUG_CHECK_DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useAvailability(settled, { skip: !wellFormed || settled !== slug });
  const checking = wellFormed && (settled !== slug || isFetching);
  const address = `${typeof window === 'undefined' ? '' : window.location.host}/loja/${slug}`;

  let status: ReactNode;
  if (!wellFormed || isError) status = null;
  else if (checking || !currentData) {
    status = (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={12} aria-hidden /> Verificando se o endereço está livre…
      </Box>
    );
  } else if (currentData.available) {
    status = (
      <>
        <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
          Disponível
        </Box>
        {' · '}
        {address}
      </>
    );
  } else {
    status = (
      <>
        {currentData.message ?? 'Este endereço não pode ser usado.'}
        {currentData.suggestion && (
          <>
            {' '}
            <Link component="button" type="button" variant="caption" onClick={() => onUseSuggestion(currentData.suggestion!)} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
              Usar {currentData.suggestion}
            </Link>
          </>
        )}
      </>
    );
  }

  const taken = Boolean(wellFormed && !checking && currentData && !currentData.available);
  return (
    <TextField
      {...props}
      value={value}
      error={Boolean(fieldError) || taken}
      helperText={fieldError ?? status ?? 'Só letras minúsculas, números e hífens.'}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">…/loja/</InputAdornment> },
        htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: STORE_PROFILE_LIMITS.slug },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
