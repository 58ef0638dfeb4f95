import type { ReactNode } from 'react';
import type { RegisterSessionView } from '@comanda/shared/domain';
import { Alert } from '@comanda/shared/ui/mui';
import { toApiError } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';
import { OpenRegisterForm } from '../components/open-register-form';
import { useStationRegister } from '../lib/use-station-register';

/** Selling needs this station's register open: until it is, the screen asks for the float. */
export function RequireOpenRegister({ children }: { children: ReactNode | ((open: { storeId: number; register: RegisterSessionView }) => ReactNode) }) {
  const { storeId, station, register, isLoading, error } = useStationRegister();
  if (!storeId || !station) return <Alert severity="warning">Escolha uma loja para usar o PDV.</Alert>;
  if (isLoading) return <PageSpinner label="Verificando o caixa…" />;
  if (error) return <Alert severity="error">{toApiError(error, 'Não foi possível verificar o caixa.').message}</Alert>;
  if (!register) return <OpenRegisterForm storeId={storeId} station={station} />;
  return <>{typeof children === 'function' ? children({ storeId, register }) : children}</>;
}
