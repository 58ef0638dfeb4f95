import styled from '@emotion/styled';
import { mdiMinus, mdiPlus } from '@mdi/js';
import { DEFAULT_QUANTITY_LIMITS } from '@comanda/shared/domain';
import { IconButton } from './button';
import { Icon } from './icon';
import { color, RADIUS } from './tokens';

const Root = styled.div({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${color.divider}`,
  borderRadius: RADIUS,
  // MUI's small IconButton, as before: the stepper sits beside "Adicionar" on a phone-wide card.
  '& > button': { width: 30, height: 30 },
});

const Value = styled.output({ minWidth: 28, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

type Props = { value: number; onChange: (value: number) => void; itemName: string; min?: number; max?: number };

/**
 * The first screen's copy of shared/ui's QuantityStepper (that one is MUI, for the product dialog and the cart):
 * never below `min` (spec section 9: 1) nor above `max` (the order line limit the API enforces).
 */
export function QuantityStepper({ value, onChange, itemName, min = 1, max = DEFAULT_QUANTITY_LIMITS.lineQuantity }: Props) {
  return (
    <Root role="group" aria-label={`Quantidade de ${itemName}`}>
      <IconButton type="button" aria-label={`Diminuir quantidade de ${itemName}`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <Icon path={mdiMinus} />
      </IconButton>
      <Value aria-live="polite">{value}</Value>
      <IconButton type="button" aria-label={`Aumentar quantidade de ${itemName}`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <Icon path={mdiPlus} />
      </IconButton>
    </Root>
  );
}
