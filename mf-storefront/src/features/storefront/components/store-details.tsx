import { useState } from 'react';
import { Button, Collapse, Paper, Typography } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { DEFAULT_DELIVERY_TIME, deliveryFeeRangeText, deliveryRulesOf, formatOpeningHours, OPENING_HOURS_UNAVAILABLE, type StorePublic } from '@comanda/shared/domain';
import { addressLines, deliveryRangeText } from '../lib/store-info';

const Sections = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& h3': { margin: `0 0 ${theme.spacing(1)}`, ...theme.typography.subtitle1, fontWeight: 700 },
  '& dl': { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.spacing(2), rowGap: theme.spacing(0.5) },
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0 },
  '& address': { fontStyle: 'normal' },
}));

/** The 'Ver informações da loja' toggle and its panel: address, opening hours and delivery. */
export function StoreDetails({ store }: { store: StorePublic }) {
  const [open, setOpen] = useState(false);
  const panelId = 'store-details-panel';
  const address = addressLines(store);
  const hours = formatOpeningHours(store.openingHours);
  const range = deliveryRangeText(store.deliveryRange);

  return (
    <>
      <Button
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ mt: 2 }}
      >
        {open ? 'Ocultar informações' : 'Ver informações da loja'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Paper variant="outlined" id={panelId} sx={{ p: { xs: 2, md: 3 }, mt: 1 }} data-testid="store-details">
          <Sections>
            <section>
              <h3>Endereço</h3>
              {address.length > 0 ? (
                <address>
                  {address.map((line) => (
                    <Typography key={line} variant="body2">
                      {line}
                    </Typography>
                  ))}
                </address>
              ) : (
                <Typography variant="body2">Endereço não informado</Typography>
              )}
            </section>
            <section>
              <h3>Horário de Funcionamento</h3>
              {hours ? (
                <dl>
                  {hours.map((line) => (
                    <div key={line.day} style={{ display: 'contents' }}>
                      <dt>{line.label}</dt>
                      <dd>
                        {line.closed
                          ? line.text
                          : line.ranges.map((range) => (
                              <span key={range} style={{ display: 'block' }}>
                                {range}
                              </span>
                            ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <Typography variant="body2">{OPENING_HOURS_UNAVAILABLE}</Typography>
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
        </Paper>
      </Collapse>
    </>
  );
}
