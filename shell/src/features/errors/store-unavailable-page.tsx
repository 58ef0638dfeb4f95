import { Typography } from '@comanda/shared/ui/mui';
import { useSearchParams } from 'react-router-dom';
import { ErrorPageLayout } from './error-page-layout';

const REASONS: Record<string, { title: string; text: string }> = {
  'em-preparacao': { title: 'Loja em preparação', text: 'Esta loja ainda está montando o cardápio e em breve estará recebendo pedidos. Volte logo!' },
  suspensa: { title: 'Loja indisponível', text: 'Esta loja está temporariamente indisponível e não está recebendo pedidos no momento.' },
};

/** '/loja-indisponivel?nome=…&motivo=em-preparacao|suspensa': a store not yet published, or suspended by the platform. */
export function StoreUnavailablePage() {
  const [params] = useSearchParams();
  const name = params.get('nome');
  const reason = REASONS[params.get('motivo') ?? ''] ?? REASONS.suspensa!;
  return (
    <ErrorPageLayout title={reason.title}>
      {name && (
        <Typography variant="h6" component="p" color="text.primary" sx={{ mb: 1 }}>
          {name}
        </Typography>
      )}
      {reason.text}
    </ErrorPageLayout>
  );
}
