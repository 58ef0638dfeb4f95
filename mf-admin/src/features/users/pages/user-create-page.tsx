import { Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../common/components/page-header';

/** /admin/users/create: accounts are not typed in by the admin; this page says where each kind comes from. */
export function UserCreatePage() {
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Cadastrar usuário" back={{ to: '/admin/users', label: 'Usuários' }} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Typography gutterBottom>A plataforma não cria senhas por ninguém: cada conta nasce de um convite ou de um cadastro da própria pessoa.</Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          <Typography component="li">
            <strong>Dono de loja:</strong> cadastre a loja e o dono recebe o convite por e-mail.
          </Typography>
          <Typography component="li">
            <strong>Gerente ou atendente:</strong> a loja convida pela tela de funcionários do painel dela.
          </Typography>
          <Typography component="li">
            <strong>Cliente:</strong> cria a conta na vitrine ou no cadastro.
          </Typography>
          <Typography component="li">
            <strong>Administrador da plataforma:</strong> abra a conta da pessoa e use “Mudar perfil”.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button component={RouterLink} to="/admin/stores/create" variant="contained">
            Cadastrar loja
          </Button>
          <Button component={RouterLink} to="/admin/users">
            Ver usuários
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
