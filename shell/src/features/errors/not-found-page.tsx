import { useSearchParams } from 'react-router-dom';
import { ErrorPageLayout } from './error-page-layout';

/** '/404': a store variant (`?tipo=loja`) says the store does not exist or was deactivated. */
export function NotFoundPage() {
  const [params] = useSearchParams();
  const isStore = params.get('tipo') === 'loja';
  return (
    <ErrorPageLayout code="404" title="Página não encontrada">
      {isStore
        ? 'A loja que você procura não existe ou foi desativada.'
        : 'A página que você procura não existe ou foi removida.'}
    </ErrorPageLayout>
  );
}
