import { Link, Stack } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { LoginForm } from '@comanda/shared/ui/forms';
import { AuthCard } from './auth-card';
import { usePostLoginRedirect } from './use-post-login-redirect';

export function LoginPage() {
  const redirect = usePostLoginRedirect();
  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse sua conta para acompanhar pedidos ou gerenciar sua loja."
      footer={
        <Stack spacing={1}>
          <Link component={RouterLink} to="/forgot-password">
            Esqueci minha senha
          </Link>
          <span>
            Ainda não tem conta?{' '}
            <Link component={RouterLink} to="/register">
              Cadastre-se
            </Link>
          </span>
        </Stack>
      }
    >
      <LoginForm onSuccess={redirect} />
    </AuthCard>
  );
}
