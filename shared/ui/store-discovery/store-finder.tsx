import { useState, type FormEvent } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Pagination, Stack, Typography } from '@comanda/shared/ui/mui';
import SearchIcon from '@mui/icons-material/Search';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DISCOVERY_MESSAGES, onlyDigits, type DiscoveryQuery } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useBusinessTypesQuery, useDiscoverStoresQuery } from '@comanda/shared/state';
import { CepField } from '../inputs/masked-fields';
import { paginationAriaLabel } from '../navigation/pagination-labels';
import { StoreFinderCard } from './store-finder-card';

/** One of the customer's saved addresses to search from ("Casa · Rua Augusta, 500"). */
export type FinderSavedAddress = { id: number; label: string };

type Props = {
  /** Searched first, right away (the customer's default address on the dashboard). */
  savedAddress?: FinderSavedAddress | null;
};

type Where = 'saved' | 'typed';
type Filters = { businessType: string; openNow: boolean; delivers: boolean };

const SAVED = 'saved';

function queryOf(where: Where, savedAddress: FinderSavedAddress | null, cep: string, city: string, filters: Filters, page: number): Partial<DiscoveryQuery> {
  const located = where === 'saved' || onlyDigits(cep).length > 0;
  return {
    ...(where === 'saved' && savedAddress ? { address_id: savedAddress.id } : onlyDigits(cep) ? { cep: onlyDigits(cep) } : { city: city.trim() || null }),
    business_type: filters.businessType || null,
    open_now: filters.openNow,
    delivers: filters.delivers && located,
    page,
  };
}

/**
 * "Encontre uma loja perto de você": stores by CEP, city or a saved address, business type, open now and delivering
 * there, each with the fee and time for that address (the server's checkout quote). Used by the landing page and the
 * customer's dashboard.
 */
export function StoreFinder({ savedAddress = null }: Props) {
  const [where, setWhere] = useState<Where>(savedAddress ? 'saved' : 'typed');
  const [cep, setCep] = useState('');
  const [city, setCity] = useState('');
  const [filters, setFilters] = useState<Filters>({ businessType: '', openNow: false, delivers: false });
  const [cepError, setCepError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Partial<DiscoveryQuery> | null>(() => (savedAddress ? queryOf('saved', savedAddress, '', '', filters, 1) : null));
  const { data: businessTypes = [] } = useBusinessTypesQuery();
  const result = useDiscoverStoresQuery(submitted ?? skipToken);

  const typedLocation = onlyDigits(cep).length > 0;
  const canDeliver = where === 'saved' || typedLocation;

  const search = (next: Filters = filters, page = 1) => {
    if (where === 'typed' && typedLocation && onlyDigits(cep).length !== 8) {
      setCepError(DISCOVERY_MESSAGES.cepInvalid);
      return;
    }
    if (where === 'typed' && !typedLocation && !city.trim()) {
      setCepError('Informe o CEP ou a cidade.');
      return;
    }
    setCepError(null);
    setSubmitted(queryOf(where, savedAddress, cep, city, next, page));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };
  // A filter changed after a search searches again; before one it only waits for "Buscar".
  const changeFilter = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    if (submitted) search(next);
  };

  const error = result.error ? toApiError(result.error, 'Não foi possível buscar as lojas agora. Tente novamente.') : null;
  const fieldErrors = error ? firstFieldErrors(error) : {};
  const data = submitted ? result.data : undefined;

  return (
    // minWidth 0: in a page's grid the finder shrinks to the screen (a long saved address in its select ends in '…').
    <Box sx={{ minWidth: 0 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Buscar lojas">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          {savedAddress && (
            <TextField select label="Buscar perto de" value={where === 'saved' ? SAVED : 'typed'} onChange={(e) => setWhere(e.target.value === SAVED ? 'saved' : 'typed')} sx={{ minWidth: 240 }}>
              <MenuItem value={SAVED}>{savedAddress.label}</MenuItem>
              <MenuItem value="typed">Outro CEP ou cidade</MenuItem>
            </TextField>
          )}
          {where === 'typed' && (
            <>
              <CepField
                label="CEP"
                value={cep}
                onChange={(e) => setCep(e.target.value)}
                error={Boolean(cepError ?? fieldErrors.cep)}
                helperText={cepError ?? fieldErrors.cep ?? ' '}
                sx={{ minWidth: 160 }}
              />
              <TextField
                label="ou Cidade"
                value={city}
                onChange={(e) => setCity(e.target.value)}
                disabled={typedLocation}
                error={Boolean(fieldErrors.city)}
                helperText={fieldErrors.city ?? ' '}
                slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'address-level2' } }}
                sx={{ minWidth: 200 }}
              />
            </>
          )}
          <TextField
            select
            label="Tipo de negócio"
            value={filters.businessType}
            onChange={(e) => changeFilter({ businessType: e.target.value })}
            error={Boolean(fieldErrors.business_type)}
            helperText={fieldErrors.business_type ?? ' '}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {businessTypes.map((type) => (
              <MenuItem key={type.slug} value={type.slug}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56 }}>
            Buscar
          </Button>
        </Stack>
        {/* useFlexGap: with margins, a switch wrapped to a new line on a phone kept the indent of the one before it. */}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel control={<Switch checked={filters.openNow} onChange={(e) => changeFilter({ openNow: e.target.checked })} />} label="Aberta agora" />
          <FormControlLabel
            control={<Switch checked={filters.delivers && canDeliver} disabled={!canDeliver} onChange={(e) => changeFilter({ delivers: e.target.checked })} />}
            label="Entrega no meu endereço"
          />
        </Stack>
      </Box>

      <Box sx={{ mt: 2 }} aria-live="polite" aria-busy={result.isFetching}>
        {submitted && result.isFetching && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={20} />
            <Typography>Buscando lojas…</Typography>
          </Stack>
        )}
        {error && !result.isFetching && Object.keys(fieldErrors).length === 0 && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void result.refetch()}>Tentar de novo</Button>}>
            {error.message}
          </Alert>
        )}
        {error && !result.isFetching && Object.keys(fieldErrors).length > 0 && !fieldErrors.cep && !fieldErrors.business_type && !fieldErrors.city && <Alert severity="warning">{error.message}</Alert>}
        {data && !result.isFetching && !error && (
          <>
            {data.address && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Lojas perto de {[data.address.district, `${data.address.city}/${data.address.state}`].filter(Boolean).join(', ')}
              </Typography>
            )}
            {data.data.length === 0 ? (
              <Alert severity="info">Nenhuma loja encontrada com esses filtros. Tente outro tipo de negócio ou desligue os filtros.</Alert>
            ) : (
              <Box data-testid="store-finder-results" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
                {data.data.map((store) => (
                  <StoreFinderCard key={store.id} store={store} searchedAddress={data.address !== null} />
                ))}
              </Box>
            )}
            {data.meta.last_page > 1 && (
              <Pagination
                sx={{ mt: 2 }}
                count={data.meta.last_page}
                page={data.meta.page}
                onChange={(_e, page) => submitted && setSubmitted({ ...submitted, page })}
                getItemAriaLabel={paginationAriaLabel}
              />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
