import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink } from 'react-router-dom';
import { roleMay, type CashMovementKind } from '@comanda/shared/domain';
import { toApiError, useAuth } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';
import { CashMovementDialog } from '../components/cash-movement-dialog';
import { CloseRegisterForm } from '../components/close-register-form';
import { DriverSettlementCard } from '../components/driver-settlement-card';
import { ManagerPinDialog } from '../components/manager-pin-dialog';
import { MovementsTable } from '../components/movements-table';
import { OpenRegisterForm } from '../components/open-register-form';
import { RegisterFigures } from '../components/register-figures';
import { RegisterSlip } from '../components/register-slip';
import { formatOrderTime as formatTime } from '@comanda/shared/domain';
import { useStationRegister } from '../lib/use-station-register';
import { useRegisterSessionQuery } from '../api/register-api';

/** The register just closed on this station: its Z report, printable, and a new opening. */
function ClosedRegister({ storeId, sessionId, onDone }: { storeId: number; sessionId: number; onDone: () => void }) {
  const { data } = useRegisterSessionQuery({ storeId, id: sessionId });
  if (!data) return <PageSpinner />;
  return (
    <Stack spacing={2}>
      <Alert severity="success">Caixa fechado. Confira a redução Z e imprima para guardar.</Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RegisterFigures session={data} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir redução Z
        </Button>
        <Button variant="contained" onClick={onDone}>
          Abrir novo caixa
        </Button>
      </Box>
      <RegisterSlip session={data} />
    </Stack>
  );
}

/** /pdv/cash-register: this station's register: the X figures, sangria and suprimento, the blind count and the close. */
export function CashRegisterPage() {
  const { storeId, station, register, isLoading, error } = useStationRegister();
  const [movement, setMovement] = useState<CashMovementKind | null>(null);
  const [closing, setClosing] = useState(false);
  const [closedId, setClosedId] = useState<number | null>(null);
  const [pinOpen, setPinOpen] = useState(false);
  const mayApprove = roleMay(useAuth().user?.role, 'pos.discount');

  if (!storeId || !station) return <Alert severity="warning">Escolha uma loja para usar o PDV.</Alert>;
  if (isLoading) return <PageSpinner label="Verificando o caixa…" />;
  if (error) return <Alert severity="error">{toApiError(error, 'Não foi possível carregar o caixa.').message}</Alert>;
  if (closedId !== null && !register) return <ClosedRegister storeId={storeId} sessionId={closedId} onDone={() => setClosedId(null)} />;
  if (!register) return <OpenRegisterForm storeId={storeId} station={station} />;

  return (
    <Stack spacing={2} component="section" aria-labelledby="register-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
        <Typography id="register-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Caixa: {register.station_name}
        </Typography>
        <Typography color="text.secondary">
          Aberto às {formatTime(register.opened_at)} por {register.opened_by.name}
        </Typography>
      </Box>
      {closing ? (
        <CloseRegisterForm
          storeId={storeId}
          sessionId={register.id}
          onCancel={() => setClosing(false)}
          onClosed={() => {
            setClosing(false);
            setClosedId(register.id);
          }}
        />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Leitura X
            </Typography>
            <RegisterFigures session={register} />
          </Paper>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" size="large" onClick={() => setMovement('sangria')}>
              Sangria
            </Button>
            <Button variant="outlined" size="large" onClick={() => setMovement('suprimento')}>
              Suprimento
            </Button>
            <Button variant="outlined" size="large" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Imprimir leitura X
            </Button>
            <Button component={RouterLink} to={`transactions/${register.id}`} size="large">
              Movimentações
            </Button>
            {mayApprove && (
              <Button size="large" onClick={() => setPinOpen(true)}>
                Meu PIN de gerente
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="contained" color="error" size="large" onClick={() => setClosing(true)}>
              Fechar caixa
            </Button>
          </Box>
          <DriverSettlementCard storeId={storeId} sessionId={register.id} />
          <MovementsTable movements={register.movements} />
          {pinOpen && <ManagerPinDialog storeId={storeId} onClose={() => setPinOpen(false)} />}
        </>
      )}
      <CashMovementDialog storeId={storeId} sessionId={register.id} kind={movement} onClose={() => setMovement(null)} />
      <RegisterSlip session={register} />
    </Stack>
  );
}
