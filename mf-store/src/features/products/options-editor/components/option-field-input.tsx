import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel, Switch, TextField } from '@mui/material';
import { FormControl, InputAdornment } from '@comanda/shared/ui/mui';
import type { OptionFieldDescriptor } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { OPTION_MONEY_INPUT, listText, numberFromText, numberText } from '../lib/editor-value';
import { LocationsEditor } from './locations-editor';

export type OptionFieldInputProps = {
  field: OptionFieldDescriptor;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** Errors of the field's entries (lists and locations), by path relative to the field. */
  errorAt: (path: string) => string | undefined;
};

const idOf = (field: OptionFieldDescriptor) => `product-option-${field.key}`;

/** One non-group field of a business type's options, drawn by its kind (descriptor). */
export function OptionFieldInput({ field, value, onChange, error, errorAt }: OptionFieldInputProps) {
  const helperText = error ?? field.help;
  switch (field.kind) {
    case 'flag':
      return (
        <FormControl error={Boolean(error)}>
          <FormControlLabel control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />} label={field.label} />
          {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
      );
    case 'text':
    case 'longText':
      return (
        <TextField
          id={idOf(field)}
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          multiline={field.kind === 'longText'}
          minRows={field.kind === 'longText' ? 2 : undefined}
          error={Boolean(error)}
          helperText={helperText}
          fullWidth
        />
      );
    case 'number':
      return (
        <TextField
          id={idOf(field)}
          label={field.label}
          value={numberText(value)}
          onChange={(event) => onChange(numberFromText(event.target.value))}
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{
            htmlInput: { inputMode: field.integer ? 'numeric' : 'decimal' },
            input: field.unit ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> } : undefined,
          }}
          fullWidth
        />
      );
    case 'money': {
      const reais = typeof value === 'number' ? value : typeof value === 'string' ? numberFromText(value) : null;
      return (
        <CurrencyField
          id={idOf(field)}
          label={field.label}
          value={typeof reais === 'number' ? reais : null}
          onValueChange={onChange}
          options={OPTION_MONEY_INPUT}
          error={Boolean(error)}
          helperText={helperText}
          fullWidth
        />
      );
    }
    case 'choice':
      return (
        <TextField
          id={idOf(field)}
          select
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">Não informado</option>
          {typeof value === 'string' && value !== '' && !(value in (field.values ?? {})) && <option value={value}>{value}</option>}
          {Object.entries(field.values ?? {}).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </TextField>
      );
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <FormControl component="fieldset" error={Boolean(error)}>
          <FormLabel component="legend">{field.label}</FormLabel>
          <FormGroup row>
            {Object.entries(field.values ?? {}).map(([key, label]) => (
              <FormControlLabel
                key={key}
                label={label}
                control={
                  <Checkbox
                    checked={chosen.includes(key)}
                    onChange={(event) => onChange(event.target.checked ? [...chosen, key] : chosen.filter((entry) => entry !== key))}
                  />
                }
              />
            ))}
          </FormGroup>
          {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
      );
    }
    case 'list':
      return (
        <TextField
          id={idOf(field)}
          label={field.label}
          value={listText(value)}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? field.help ?? 'Separe por vírgulas.'}
          fullWidth
        />
      );
    case 'locations':
      return <LocationsEditor label={field.label} value={value} onChange={onChange} error={error} errorAt={errorAt} />;
    default:
      return null;
  }
}
