import styled from '@emotion/styled';
import { mdiAlertOutline } from '@mdi/js';
import type { StorePublic } from '@comanda/shared/domain';
import { Icon } from '../ui/icon';
import { Notice, NoticeMessage } from '../ui/notice';

const AlertIcon = styled(Icon)({ marginRight: 12, padding: '7px 0', boxSizing: 'content-box', color: '#ed6c02', opacity: 0.9 });

/** 'Pedidos pausados: <mensagem> · voltamos às 19:30', at the top of the storefront while the store paused orders. */
export function OrdersPausedBanner({ paused }: { paused: StorePublic['ordersPaused'] }) {
  if (!paused) return null;
  return (
    <Notice role="status" data-tone="warning" data-testid="orders-paused">
      <AlertIcon path={mdiAlertOutline} size={22} />
      <NoticeMessage>{paused.text}</NoticeMessage>
    </Notice>
  );
}
