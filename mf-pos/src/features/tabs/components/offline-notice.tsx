import { Alert } from '@comanda/shared/ui/mui';
import { useConnectivity } from '../../../offline';

/** Tabs live on the server: without a connection the screen says so (sales at the counter still work offline). */
export function OfflineNotice() {
  const { online } = useConnectivity();
  if (online) return null;
  return (
    <Alert severity="warning" role="status">
      Sem conexão: mesas e comandas precisam da internet. Nada pode ser enviado agora — as vendas de balcão continuam funcionando em “Nova venda”.
    </Alert>
  );
}
