import { lazy, Suspense } from 'react';
import { AppBar, Box, Button, Chip, Container, Paper, Stack, Toolbar, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardPathFor } from '@comanda/shared/domain';
import { useAuth, useBusinessTypesQuery } from '@comanda/shared/state';
import { UserMenu } from '@comanda/shared/ui';

// The shell's first chunk serves every route (the storefront too): the finder loads with the landing page only.
const StoreFinder = lazy(() => import('@comanda/shared/ui/store-discovery').then((m) => ({ default: m.StoreFinder })));

const FEATURES = [
  { title: 'Cardápio digital', text: 'Sua loja online com categorias, fotos, promoções e opções para cada tipo de produto.' },
  { title: 'Pedidos em tempo real', text: 'Receba pedidos na hora, acompanhe no kanban e avise o cliente a cada etapa.' },
  { title: 'PDV e caixa', text: 'Venda no balcão com o mesmo cardápio, abra e feche o caixa com sangria e suprimento.' },
  { title: 'Delivery sob controle', text: 'Taxas por bairro ou distância, entregadores, pedido mínimo e frete grátis.' },
];

export function LandingPage() {
  const { user, isAuthenticated } = useAuth();
  const { data: businessTypes = [] } = useBusinessTypesQuery();

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="static" color="transparent" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ fontWeight: 800, color: 'primary.main', flexGrow: 1 }}>
            Comanda
          </Typography>
          {isAuthenticated ? (
            <UserMenu />
          ) : (
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/login">
                Entrar
              </Button>
              <Button component={RouterLink} to="/register" variant="outlined">
                Criar conta
              </Button>
            </Stack>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, maxWidth: 760, fontSize: { xs: '2rem', md: '3rem' } }}>
            Pedidos online e delivery para o seu negócio de alimentação
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, maxWidth: 680, fontWeight: 400 }}>
            Pizzarias, hamburguerias, açaiterias, padarias, bares e muito mais: cardápio digital, pedidos em tempo real,
            PDV com caixa e gestão de entregas em um só lugar.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            {isAuthenticated ? (
              <Button size="large" variant="contained" component={RouterLink} to={dashboardPathFor(user?.role)}>
                Ir para o meu painel
              </Button>
            ) : (
              <>
                <Button size="large" variant="contained" component={RouterLink} to="/cadastre-sua-loja">
                  Cadastre sua loja
                </Button>
                <Button size="large" variant="outlined" component={RouterLink} to="/login">
                  Já tenho conta
                </Button>
              </>
            )}
          </Stack>
        </Container>
        <Container component="section" maxWidth="lg" sx={{ pb: 6 }} aria-labelledby="find-store-title">
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="find-store-title" variant="h5" component="h2" gutterBottom>
              Encontre uma loja perto de você
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Digite seu CEP para ver as lojas que entregam no seu endereço, com a taxa e o tempo de entrega.
            </Typography>
            <Suspense fallback={<Typography color="text.secondary">Carregando a busca…</Typography>}>
              <StoreFinder />
            </Suspense>
          </Paper>
        </Container>
        <Container maxWidth="lg" sx={{ pb: 6 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {FEATURES.map((feature) => (
              <Paper key={feature.title} variant="outlined" sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
              </Paper>
            ))}
          </Box>
        </Container>
        {businessTypes.length > 0 && (
          <Container maxWidth="lg" sx={{ pb: 8 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              Feito para cada tipo de negócio
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {businessTypes.map((type) => (
                <Chip key={type.slug} label={type.name} variant="outlined" />
              ))}
            </Stack>
          </Container>
        )}
        {!isAuthenticated && (
          <Container maxWidth="lg" sx={{ pb: 8 }}>
            <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2">
                  Quer fazer um pedido?
                </Typography>
                <Typography color="text.secondary">Crie sua conta de cliente para pedir nas lojas e acompanhar suas entregas.</Typography>
              </Box>
              <Button component={RouterLink} to="/register" variant="outlined">
                Criar conta grátis
              </Button>
            </Paper>
          </Container>
        )}
      </Box>
    </Box>
  );
}
