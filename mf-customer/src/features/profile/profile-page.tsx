import { Box, Typography } from '@comanda/shared/ui/mui';
import { selectCurrentUser, useAppSelector } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';
import { AddressesSection } from './components/addresses-section';
import { EmailSection } from './components/email-section';
import { PasswordSection } from './components/password-section';
import { PersonalDataSection } from './components/personal-data-section';
import { NotificationsSection } from './components/notifications-section';
import { SessionsSection } from './components/sessions-section';
import { MyDataSection } from './my-data/my-data-section';

/** /customer/profile ("Meu perfil"): personal data, e-mail, password, delivery addresses, active sessions and my data (LGPD). */
export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <PageSpinner />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Meu perfil
        </Typography>
        <Typography color="text.secondary">Seus dados, endereços de entrega e os dispositivos conectados.</Typography>
      </Box>
      <PersonalDataSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <AddressesSection userId={user.id} />
      <NotificationsSection userId={user.id} />
      <SessionsSection />
      <MyDataSection />
    </Box>
  );
}
