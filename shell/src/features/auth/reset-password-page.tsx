import { Alert, Link } from '@comanda/shared/ui/mui';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@comanda/shared/ui/forms';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return (
    <AuthCard
      title="Criar nova senha"
      footer={
        <Link component={RouterLink} to="/login">
          Voltar para o login
        </Link>
      }
    >
      {token && email ? (
        <ResetPasswordForm token={token} email={email} onSuccess={() => navigate('/login', { replace: true })} />
      ) : (
        <Alert severity="error">Link de redefinição inválido. Solicite um novo em “Esqueci minha senha”.</Alert>
      )}
    </AuthCard>
  );
}
