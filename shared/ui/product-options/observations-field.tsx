import { TextField } from '@mui/material';
import { OptionFieldset } from './option-fieldset';

export type TextAreaGroupProps = {
  title: string;
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the textarea; defaults to the title. */
  label?: string;
  maxLength?: number;
};

/** A titled multi-line text input (observations, customisation request, card message). */
export function TextAreaGroup({ title, value, onChange, label = title, maxLength = 500 }: TextAreaGroupProps) {
  return (
    <OptionFieldset title={title}>
      {() => (
        <TextField
          value={value}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { 'aria-label': label, maxLength } }}
        />
      )}
    </OptionFieldset>
  );
}

export function ObservationsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <TextAreaGroup title="Observações" value={value} onChange={onChange} />;
}
