import { Typography } from '@comanda/shared/ui/mui';
import { useSearchParams } from 'react-router-dom';
import { ErrorPageLayout } from './error-page-layout';

/** '/filial-inativa?nome=…': the branch is temporarily inactive. */
export function InactiveBranchPage() {
  const [params] = useSearchParams();
  const name = params.get('nome');
  return (
    <ErrorPageLayout title="Filial temporariamente indisponível">
      {name && (
        <Typography variant="h6" component="p" color="text.primary" sx={{ mb: 1 }}>
          {name}
        </Typography>
      )}
      Esta filial está temporariamente inativa e não está recebendo pedidos no momento. Tente novamente mais tarde.
    </ErrorPageLayout>
  );
}
