import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@comanda/shared/ui/mui';
import { Outlet } from 'react-router-dom';
import { ALERT_DOCK_HEIGHT_VAR } from '../lib/alert-dock';
import { NewOrderAlert } from './new-order-alert';

/**
 * Layout of every staff screen (/store/*, /store/pdv/*, /pdv-standalone/*): the page, and the new-order
 * alert in a dock fixed at the bottom. The dock's height is reserved under the page (padding, and the CSS
 * variable ALERT_DOCK_HEIGHT_VAR for full-height layouts such as the kanban), so the page's last controls
 * scroll clear of it; the dock sits below MUI's modal layer, so a dialog and its actions are never under it;
 * only its own buttons take clicks.
 */
export function StaffArea({ basePath = '/store', children }: { basePath?: string; children?: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  const [dockHeight, setDockHeight] = useState(0);
  useLayoutEffect(() => {
    const element = dock.current;
    if (!element) return undefined;
    const measure = () => setDockHeight(Math.ceil(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty(ALERT_DOCK_HEIGHT_VAR, `${dockHeight}px`);
    return () => void document.documentElement.style.removeProperty(ALERT_DOCK_HEIGHT_VAR);
  }, [dockHeight]);

  return (
    <>
      <Box data-testid="staff-page" sx={{ pb: `${dockHeight}px` }}>
        {children ?? <Outlet />}
      </Box>
      <Box
        ref={dock}
        data-testid="alert-dock"
        sx={{ position: 'fixed', right: 0, bottom: 0, zIndex: (t) => t.zIndex.appBar, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' }, maxWidth: '100%' }}
      >
        <NewOrderAlert basePath={basePath} />
      </Box>
    </>
  );
}
