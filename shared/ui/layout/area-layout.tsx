import { useState, type ReactNode } from 'react';
import { Drawer, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { AppBar, Box, IconButton, Toolbar, Typography, useMediaQuery } from '@comanda/shared/ui/mui';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useHeaderExtras } from './header-extras';
import { UserMenu } from './user-menu';

export type NavItem = { label: string; to: string; end?: boolean };
export type NavGroup = { title?: string; items: NavItem[] };

const DRAWER_WIDTH = 248;

function isActive(pathname: string, item: NavItem): boolean {
  return item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** Top bar + side navigation used by the authenticated areas (store, admin, POS, customer). */
export function AreaLayout({ title, nav, children }: { title: string; nav: NavGroup[]; children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const extras = useHeaderExtras();

  const navigation = (
    <Box component="nav" aria-label={`Navegação: ${title}`} sx={{ width: DRAWER_WIDTH, overflowY: 'auto' }}>
      {nav.map((group, index) => (
        <List
          key={group.title ?? index}
          dense
          subheader={group.title ? <ListSubheader component="div">{group.title}</ListSubheader> : undefined}
        >
          {group.items.map((item) => (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={isActive(pathname, item)}
              onClick={() => setOpen(false)}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!desktop && (
            <IconButton color="inherit" edge="start" aria-label="Abrir menu" onClick={() => setOpen(true)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}>
            Comanda
          </Typography>
          <Typography variant="subtitle1" component="span" sx={{ opacity: 0.9, display: { xs: 'none', sm: 'inline' } }}>
            {title}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {extras}
          <UserMenu avatarOnlyOnPhone />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || open}
        onClose={() => setOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {navigation}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
