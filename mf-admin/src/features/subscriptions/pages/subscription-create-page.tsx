import { Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../common/components/page-header';

/** /admin/subscriptions/create: a subscription is born with its store, so this page leads there. */
export function SubscriptionCreatePage() {
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Nova assinatura" back={{ to: '/admin/subscriptions', label: 'Assinaturas' }} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Typography gutterBottom>
          Toda assinatura nasce com a sua loja: a loja cadastrada (por ela mesma ou pela plataforma) começa em teste no plano escolhido. Para outra loja, cadastre a
          loja; para mudar o plano de uma loja, abra a assinatura dela e use “Editar”.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button component={RouterLink} to="/admin/stores/create" variant="contained">
            Cadastrar loja
          </Button>
          <Button component={RouterLink} to="/admin/subscriptions">
            Ver assinaturas
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
