import styled from '@emotion/styled';
import { useMemo, type ReactNode } from 'react';
import type { BrandColors } from '@comanda/shared/domain';
import { storefrontPalette } from '../lib/storefront-palette';
import { color, FONT_FAMILY, paletteVariables, type } from './tokens';

const Page = styled.div({
  minHeight: '100vh',
  backgroundColor: color.background,
  color: color.text,
  fontFamily: FONT_FAMILY,
  ...type.body1,
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
});

/** The storefront page: the store's colours as CSS variables (tokens.color) for everything drawn inside it. */
export function StorefrontSurface({ store, children }: { store: BrandColors; children: ReactNode }) {
  const { primaryColor, secondaryColor, backgroundColor, textColor } = store;
  const variables = useMemo(
    () => paletteVariables(storefrontPalette({ primaryColor, secondaryColor, backgroundColor, textColor })),
    [primaryColor, secondaryColor, backgroundColor, textColor],
  );
  return <Page style={variables}>{children}</Page>;
}
