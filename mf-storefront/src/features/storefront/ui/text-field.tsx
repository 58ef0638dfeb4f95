import styled from '@emotion/styled';
import { mdiMagnify, mdiMenuDown } from '@mdi/js';
import type { ChangeEvent, ReactNode } from 'react';
import { Icon } from './icon';
import { color, RADIUS } from './tokens';

// MUI's small outlined field with its label always floating on a notch of the border (the catalog's search has an
// icon, its select a value, so MUI never showed them unfloated). The notch is a fieldset legend, as in MUI: it works
// on any background behind the field.

const OUTLINE = `color-mix(in srgb, ${color.text} 23%, transparent)`;

const Root = styled.div({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 0,
  verticalAlign: 'top',
  '& > label': {
    position: 'absolute',
    top: -9,
    left: 14,
    zIndex: 1,
    maxWidth: 'calc(100% - 28px)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: '0.75rem',
    lineHeight: '17px',
    color: color.textSecondary,
  },
  '&:focus-within > label': { color: color.primary },
});

const Control = styled.div({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  borderRadius: RADIUS,
  color: color.text,
  fontSize: '1rem',
  lineHeight: '1.4375em',
  cursor: 'text',
  '&[data-adorned]': { paddingLeft: 14 },
  '&[data-adorned] > svg': { marginRight: 8, color: color.textSecondary },
  '&:hover > fieldset': { borderColor: color.text },
  '&:focus-within > fieldset': { borderColor: color.primary, borderWidth: 2 },
});

const Outline = styled.fieldset({
  position: 'absolute',
  inset: '-5px 0 0',
  margin: 0,
  padding: '0 8px',
  minWidth: 0,
  overflow: 'hidden',
  textAlign: 'left',
  border: `1px solid ${OUTLINE}`,
  borderRadius: 'inherit',
  pointerEvents: 'none',
  '& > legend': {
    display: 'block',
    float: 'unset',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    padding: 0,
    overflow: 'hidden',
    visibility: 'hidden',
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
    '& > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5 },
  },
});

// Border-box whatever the page sets: 40px high like MUI's small input (a 1.4375em line and 8.5px paddings).
const field = {
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: 'calc(1.4375em + 17px)',
  margin: 0,
  padding: '8.5px 14px',
  border: 0,
  borderRadius: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  outline: 0,
} as const;

const Input = styled.input({
  ...field,
  '[data-adorned] > &': { paddingLeft: 0 },
  '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  '&::placeholder': { color: color.textSecondary, opacity: 1 },
});

const Select = styled.select({
  ...field,
  paddingRight: 32,
  appearance: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  '& option': { backgroundColor: color.paper, color: color.text },
  '& + svg': { position: 'absolute', right: 7, pointerEvents: 'none', color: color.textSecondary },
});

function Field({ id, label, className, adorned, children }: { id: string; label: string; className?: string; adorned?: boolean; children: ReactNode }) {
  return (
    <Root className={className}>
      <label htmlFor={id}>{label}</label>
      <Control data-adorned={adorned ? '' : undefined}>
        {children}
        <Outline aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </Outline>
      </Control>
    </Root>
  );
}

type SearchFieldProps = { id: string; label: string; value: string; onChange: (value: string) => void; className?: string };

/** A labelled search box with a magnifier (role searchbox). */
export function SearchField({ id, label, value, onChange, className }: SearchFieldProps) {
  return (
    <Field id={id} label={label} className={className} adorned>
      <Icon path={mdiMagnify} />
      <Input id={id} type="search" value={value} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)} />
    </Field>
  );
}

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
};

/** A labelled native select (role combobox): the phone's own picker, and no menu code to load. */
export function SelectField({ id, label, value, onChange, options, className }: SelectFieldProps) {
  return (
    <Field id={id} label={label} className={className}>
      <Select id={id} value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Icon path={mdiMenuDown} size={24} />
    </Field>
  );
}
