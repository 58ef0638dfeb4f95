import { useEffect, useRef, useState } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { Avatar, Button, Divider } from '@comanda/shared/ui/mui';
import type { Theme } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS, accountButtonText, dashboardPathFor, isRole } from '@comanda/shared/domain';
import { logoutUser, useAppDispatch, useAuth, useToasts } from '@comanda/shared/state';

export type UserMenuLink = { label: string; to: string };

/**
 * On a phone (below `sm`) the button shows only the avatar: with the name the area top bar (store switcher, bell,
 * this button) is wider than a 360–390 px screen. The button keeps its aria-label with the full name.
 */
const AVATAR_ONLY_ON_PHONE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    px: 0.5,
    '& .MuiButton-startIcon': { mx: 0 },
    '& .user-menu-name': { display: 'none' },
  },
});

/**
 * The logged-in user's menu; logout failure toasts 'Erro ao fazer logout' (spec section 8). Each new `openRequest`
 * (a count) opens it, as when the button was tapped before this menu was there (the storefront's first screen).
 * `avatarOnlyOnPhone` hides the first name below `sm` (the areas' top bar).
 */
export function UserMenu({ links, openRequest = 0, avatarOnlyOnPhone = false }: { links?: UserMenuLink[]; openRequest?: number; avatarOnlyOnPhone?: boolean }) {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openRequest > 0) setAnchor(button.current);
  }, [openRequest]);
  if (!user) return null;

  const items = links ?? [{ label: 'Dashboard', to: dashboardPathFor(user.role) }];
  const text = accountButtonText(user.name);
  const close = () => setAnchor(null);
  const logout = async () => {
    close();
    const result = await dispatch(logoutUser());
    if (logoutUser.rejected.match(result)) enqueueSnackbar('Erro ao fazer logout', { variant: 'error' });
  };

  return (
    <>
      <Button
        ref={button}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={text.label}
        startIcon={<Avatar sx={{ width: 28, height: 28, fontSize: 14 }}>{text.initial}</Avatar>}
        sx={avatarOnlyOnPhone ? AVATAR_ONLY_ON_PHONE : undefined}
      >
        <span className="user-menu-name">{text.firstName}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem disabled>
          <ListItemText primary={user.name} secondary={isRole(user.role) ? ROLE_LABELS[user.role] : user.role} />
        </MenuItem>
        <Divider />
        {items.map((item) => (
          <MenuItem
            key={item.to}
            onClick={() => {
              close();
              navigate(item.to);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
        <MenuItem onClick={logout}>Sair</MenuItem>
      </Menu>
    </>
  );
}
