import { FormHelperText } from '@mui/material';
import { Box, Rating, Typography } from '@comanda/shared/ui/mui';
import { RATING_LABELS } from '@comanda/shared/domain';

const starsText = (value: number) => (value === 1 ? '1 estrela' : `${value} estrelas`);

type Props = {
  /** 'Comida', 'Entrega': the accessible name of the stars' group. */
  label: string;
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
};

/** Stars 1–5 as a labelled radio group ('Comida', 'Entrega'), with the chosen star's word ('Ótimo') and a field error. */
export function RatingInput({ label, name, value, onChange, error }: Props) {
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  return (
    <Box>
      <Typography id={labelId} component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating
          name={name}
          value={value}
          onChange={(_event, next) => onChange(next !== null && Number.isInteger(next) ? next : null)}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          getLabelText={starsText}
          emptyLabelText="Sem nota"
          size="large"
        />
        {value ? (
          <Typography variant="body2" color="text.secondary">
            {RATING_LABELS[value]}
          </Typography>
        ) : null}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** Read-only stars, named for screen readers ('Comida: 4 de 5 estrelas'). */
export function RatingStars({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" variant="body2" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      <Rating value={value} readOnly size="small" getLabelText={(v) => `${label}: ${v} de 5 estrelas`} />
    </Box>
  );
}
