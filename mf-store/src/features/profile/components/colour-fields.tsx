import { TextField } from '@mui/material';
import { Box, Chip, InputAdornment, Stack, Typography } from '@comanda/shared/ui/mui';
import { formatContrastRatio, HEX_COLOUR_PATTERN, storeColourChecks, type ColourPairCheck } from '@comanda/shared/domain';
import type { ProfileFormValues } from '../lib/profile-form';

type ColourName = 'primaryColor' | 'secondaryColor' | 'backgroundColor' | 'textColor';

const COLOURS: { name: ColourName; label: string; fallback: string }[] = [
  { name: 'primaryColor', label: 'Cor principal', fallback: '#c62828' },
  { name: 'secondaryColor', label: 'Cor secundária', fallback: '#424242' },
  { name: 'backgroundColor', label: 'Cor de fundo', fallback: '#ffffff' },
  { name: 'textColor', label: 'Cor do texto', fallback: '#212121' },
];

const FALLBACK = Object.fromEntries(COLOURS.map(({ name, fallback }) => [name, fallback])) as Record<ColourName, string>;

type Props = {
  values: ProfileFormValues;
  setValue: (name: ColourName, value: string) => void;
  errorOf: (name: ColourName) => string | undefined;
};

function ContrastLine({ label, check }: { label: string; check: ColourPairCheck }) {
  const ratio = check.ratio === null ? '—' : formatContrastRatio(check.ratio);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-live="polite">
      <Typography variant="body2">
        {label}: <strong>{ratio}</strong>
      </Typography>
      <Chip size="small" color={check.passes ? 'success' : 'error'} label={check.passes ? 'AA ok' : 'Abaixo de 4,5:1'} />
    </Stack>
  );
}

/** The four store colours, each typed (#RRGGBB) or picked, and the live WCAG AA contrast of the text. */
export function ColourFields({ values, setValue, errorOf }: Props) {
  const shown = (name: ColourName) => (HEX_COLOUR_PATTERN.test(values[name]) ? values[name] : FALLBACK[name]);
  // A blank colour is the platform's default, so the check measures what the storefront will show.
  const checks = storeColourChecks({ primaryColor: shown('primaryColor'), backgroundColor: shown('backgroundColor'), textColor: shown('textColor') });
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {COLOURS.map(({ name, label, fallback }) => (
          <TextField
            key={name}
            id={`profile-${name}`}
            label={label}
            value={values[name]}
            placeholder={fallback}
            onChange={(event) => setValue(name, event.target.value.trim())}
            error={Boolean(errorOf(name))}
            helperText={errorOf(name)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box
                      component="input"
                      type="color"
                      aria-label={`Escolher ${label.toLowerCase()}`}
                      value={shown(name)}
                      onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value)}
                      sx={{ width: 32, height: 32, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
        ))}
      </Box>
      <Box sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: shown('backgroundColor'), color: shown('textColor') }}>
        <Typography sx={{ color: 'inherit' }}>Assim o cardápio aparece para o cliente.</Typography>
        <Box sx={{ mt: 1, display: 'inline-block', px: 2, py: 0.5, borderRadius: 1, bgcolor: shown('primaryColor'), color: 'inherit' }}>Adicionar</Box>
      </Box>
      <ContrastLine label="Contraste do texto sobre o fundo" check={checks.textOnBackground} />
      <ContrastLine label="Contraste do texto sobre a cor principal" check={checks.textOnPrimary} />
    </Stack>
  );
}
