import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { DEFAULT_DELIVERY_TIME, deliveryFeeRangeText, deliveryRulesOf, formatOpeningHours, OPENING_HOURS_UNAVAILABLE, type StorePublic } from '@comanda/shared/domain';
import { addressLines, deliveryRangeText } from '../lib/store-info';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { color, spacing, type, up } from '../ui/tokens';

/** MUI's text Button in the primary colour, its icon at the end. */
const Toggle = styled(Button)({
  marginTop: spacing(2),
  padding: spacing(0.75, 1),
  // As specific as Button's own variant rule (which makes text buttons 'inherit'), and after it.
  '&[data-variant]': { color: color.primary },
  '& > svg': { marginRight: -4 },
});

/** The panel unfolds from under the toggle, as MUI's Collapse did (the page below moves at once). */
const unfold = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

const Panel = styled(Card)({
  marginTop: spacing(1),
  padding: spacing(2),
  animation: `${unfold} 200ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  [up.md]: { padding: spacing(3) },
});

const Sections = styled.div({
  display: 'grid',
  gap: spacing(3),
  gridTemplateColumns: '1fr',
  [up.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& h3': { margin: spacing(0, 0, 1), ...type.subtitle1, fontWeight: 700 },
  '& dl': { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: spacing(2), rowGap: spacing(0.5) },
  '& dl > div': { display: 'contents' },
  '& dt': { color: color.textSecondary },
  '& dd': { margin: 0 },
  '& dd > span': { display: 'block' },
  '& address': { fontStyle: 'normal' },
});

const Line = styled.p({ margin: 0, ...type.body2 });

/** The 'Ver informações da loja' toggle and its panel: address, opening hours and delivery. */
export function StoreDetails({ store }: { store: StorePublic }) {
  const [open, setOpen] = useState(false);
  // From the props, not useId: the server-rendered markup and the hydrating browser's must match.
  const panelId = `store-details-panel-${store.id}`;
  const address = addressLines(store);
  const hours = formatOpeningHours(store.openingHours);
  const range = deliveryRangeText(store.deliveryRange);

  return (
    <>
      <Toggle variant="text" onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={open ? panelId : undefined}>
        {open ? 'Ocultar informações' : 'Ver informações da loja'}
        <Icon path={open ? mdiChevronUp : mdiChevronDown} size={20} />
      </Toggle>
      {open && (
        <Panel id={panelId} data-testid="store-details">
          <Sections>
            <section>
              <h3>Endereço</h3>
              {address.length > 0 ? (
                <address>
                  {address.map((line) => (
                    <Line key={line}>{line}</Line>
                  ))}
                </address>
              ) : (
                <Line>Endereço não informado</Line>
              )}
            </section>
            <section>
              <h3>Horário de Funcionamento</h3>
              {hours ? (
                <dl>
                  {hours.map((line) => (
                    <div key={line.day}>
                      <dt>{line.label}</dt>
                      <dd>{line.closed ? line.text : line.ranges.map((range) => <span key={range}>{range}</span>)}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <Line>{OPENING_HOURS_UNAVAILABLE}</Line>
              )}
            </section>
            <section>
              <h3>Entrega</h3>
              <dl>
                <dt>Tempo de entrega</dt>
                <dd>{store.deliveryTime || DEFAULT_DELIVERY_TIME}</dd>
                {range && (
                  <>
                    <dt>Raio de entrega</dt>
                    <dd>{range}</dd>
                  </>
                )}
                <dt>Taxa de entrega</dt>
                <dd>{deliveryFeeRangeText(deliveryRulesOf(store))}</dd>
              </dl>
            </section>
          </Sections>
        </Panel>
      )}
    </>
  );
}
