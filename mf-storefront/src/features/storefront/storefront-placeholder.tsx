import { Box, Container, Typography } from '@comanda/shared/ui/mui';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@comanda/shared/ui';

export function StorefrontPlaceholder({ title, description }: { title: string; description: string }) {
  const { slug = '' } = useParams();
  return (
    <Box component="main" sx={{ py: 4 }}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p">
          Loja: {slug}
        </Typography>
        <PlaceholderPage title={title} description={description} />
      </Container>
    </Box>
  );
}
