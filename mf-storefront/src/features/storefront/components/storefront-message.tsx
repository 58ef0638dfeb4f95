import styled from '@emotion/styled';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { storefrontPalette } from '../lib/storefront-palette';
import { color, focusRing, paletteVariables, RADIUS, spacing, type } from '../ui/tokens';

/**
 * The platform's colours: the message shows when the store (and so its colours) failed to load, also outside the
 * storefront's surface (checkout), where no colour variables are set.
 */
const PLATFORM_COLORS = paletteVariables(storefrontPalette({})) as CSSProperties;

const Main = styled.main({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  padding: spacing(3),
  textAlign: 'center',
});

const Title = styled.h1({ ...type.h5, margin: spacing(0, 0, 3), fontWeight: 700 });

const Actions = styled.div({ display: 'flex', gap: spacing(1), justifyContent: 'center', flexWrap: 'wrap' });

/** A link drawn as the outlined Button (ui/button). */
const HomeLink = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  minWidth: 64,
  padding: '6px 16px',
  borderRadius: RADIUS,
  border: `1px solid color-mix(in srgb, ${color.primary} 50%, transparent)`,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.75,
  color: color.primary,
  textDecoration: 'none',
  transition: 'background-color 150ms, border-color 150ms',
  '&:hover': { borderColor: color.primary, backgroundColor: `color-mix(in srgb, ${color.primary} 6%, transparent)` },
  '&:active': { backgroundColor: `color-mix(in srgb, ${color.primary} 14%, transparent)` },
  '&:focus-visible': focusRing,
});

type Props = {
  title: string;
  action?: ReactNode;
  /** Goes to `href` inside the app (the router's navigate); without it the link loads the page. */
  onNavigate?: (href: string) => void;
};

const HOME = '/';

/** A click the app may take over: a new tab, a download or another button stay the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Full-page message (store failed to load / not found). */
export function StorefrontMessage({ title, action, onNavigate }: Props) {
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(HOME);
  };
  return (
    <Main style={PLATFORM_COLORS}>
      <div role="alert">
        <Title>{title}</Title>
        <Actions>
          {action}
          <HomeLink href={HOME} onClick={goHome}>
            Voltar ao início
          </HomeLink>
        </Actions>
      </div>
    </Main>
  );
}
