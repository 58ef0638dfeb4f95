import { ErrorPageLayout } from './error-page-layout';

export function ForbiddenPage() {
  return (
    <ErrorPageLayout code="403" title="Acesso negado">
      Você não tem permissão para acessar esta página.
    </ErrorPageLayout>
  );
}
