import { Link } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { RegisterForm } from '@comanda/shared/ui/forms';
import { AuthCard } from './auth-card';
import { usePostLoginRedirect } from './use-post-login-redirect';

export function RegisterPage() {
  const redirect = usePostLoginRedirect();
  return (
    <AuthCard
      wide
      title="Criar conta"
      subtitle="Cadastre-se para fazer pedidos e acompanhar entregas."
      footer={
        <span>
          Já tem conta?{' '}
          <Link component={RouterLink} to="/login">
            Entrar
          </Link>
        </span>
      }
    >
      <RegisterForm onSuccess={redirect} />
    </AuthCard>
  );
}
