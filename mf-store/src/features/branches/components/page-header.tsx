import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';

export function BranchPageHeader({ title }: { title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button component={RouterLink} to="/store/branches" startIcon={<ArrowBackIcon />}>
        Filiais
      </Button>
      <Typography id="page-title" variant="h4" component="h1">
        {title}
      </Typography>
    </Box>
  );
}
