import { useEffect, useState } from 'react';
import { Dialog, DialogActions, DialogContent } from '@mui/material';
import { Box, Button, Tab, Tabs } from '@comanda/shared/ui/mui';
import { useNavigate } from 'react-router-dom';
import { isStoreManager, type AuthUser } from '@comanda/shared/domain';
import { LoginForm, RegisterForm } from '@comanda/shared/ui/forms';

export type AuthTab = 'login' | 'register';

type Props = { open: boolean; initialTab: AuthTab; storeId: number; onClose: () => void };

/** Login / Cadastro dialog of the storefront; registering here makes a customer of this store. */
export function AuthDialog({ open, initialTab, storeId, onClose }: Props) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const navigate = useNavigate();

  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);

  const afterLogin = (user: AuthUser | null) => {
    onClose();
    if (user && isStoreManager(user.role)) navigate('/store/dashboard');
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={tab === 'register' ? 'md' : 'xs'} aria-labelledby="auth-dialog-tabs">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs id="auth-dialog-tabs" value={tab} onChange={(_event, value: AuthTab) => setTab(value)} variant="fullWidth" aria-label="Entrar ou cadastrar">
          <Tab value="login" label="Login" id="auth-tab-login" aria-controls="auth-panel-login" />
          <Tab value="register" label="Cadastro" id="auth-tab-register" aria-controls="auth-panel-register" />
        </Tabs>
      </Box>
      <DialogContent>
        {/* Unmounted on close, so reopening starts with an empty form and no error. */}
        {open && tab === 'login' && (
          <div role="tabpanel" id="auth-panel-login" aria-labelledby="auth-tab-login">
            <LoginForm onSuccess={afterLogin} />
          </div>
        )}
        {open && tab === 'register' && (
          <div role="tabpanel" id="auth-panel-register" aria-labelledby="auth-tab-register">
            <RegisterForm storeId={storeId} onSuccess={afterLogin} />
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
