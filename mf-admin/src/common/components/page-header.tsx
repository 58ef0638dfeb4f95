import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';

type Props = {
  title: string;
  /** The list this page belongs to: a "back" button before the title. */
  back?: { to: string; label: string };
  /** Chips or short facts right after the title. */
  badges?: ReactNode;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
};

/** The heading of every admin screen (h1 #page-title, labelling the page's section). */
export function PageHeader({ title, back, badges, actions }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      ) : null}
      <Typography id="page-title" variant="h4" component="h1">
        {title}
      </Typography>
      {badges}
      <Box sx={{ flexGrow: 1 }} />
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
