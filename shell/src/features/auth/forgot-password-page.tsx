import { Link } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { ForgotPasswordForm } from '@comanda/shared/ui/forms';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe seu e-mail e enviaremos um link para criar uma nova senha."
      footer={
        <Link component={RouterLink} to="/login">
          Voltar para o login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
