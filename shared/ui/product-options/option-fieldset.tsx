import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { ViolationAlerts } from './violation-alerts';

export type OptionFieldsetProps = {
  /** The legend, and so the group's accessible name. */
  title: string;
  hint?: ReactNode;
  counter?: ReactNode;
  /** Counter shown in the error colour (e.g. 'Excedido'). */
  counterError?: boolean;
  /** Engine violation messages of this group, shown under it. */
  errors?: readonly string[];
  children: (legendId: string) => ReactNode;
};

/** A titled group of inputs: a native fieldset whose legend names it for assistive tech and e2e tests. */
export function OptionFieldset({ title, hint, counter, counterError = false, errors = [], children }: OptionFieldsetProps) {
  const legendId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
        {title}
      </Typography>
      {hint !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {counter !== undefined && (
        <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600, color: counterError ? 'error.main' : 'text.secondary' }}>
          {counter}
        </Typography>
      )}
      {children(legendId)}
      <ViolationAlerts messages={errors} />
    </Box>
  );
}
