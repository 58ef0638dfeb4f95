import styled from '@emotion/styled';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useEffect, useRef } from 'react';
import { Icon } from './icon';
import { color, focusRing, type } from './tokens';

type Item = number | 'previous' | 'next' | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/** MUI's usePagination with its defaults (one boundary page, one sibling each side): the same buttons as before. */
export function paginationItems(page: number, count: number, boundaryCount = 1, siblingCount = 1): Item[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1), boundaryCount + 2);
  const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), count - boundaryCount - 1);
  const startGap: Item[] = siblingsStart > boundaryCount + 2 ? ['start-ellipsis'] : boundaryCount + 1 < count - boundaryCount ? [boundaryCount + 1] : [];
  const endGap: Item[] = siblingsEnd < count - boundaryCount - 1 ? ['end-ellipsis'] : count - boundaryCount > boundaryCount ? [count - boundaryCount] : [];
  return ['previous', ...startPages, ...startGap, ...range(siblingsStart, siblingsEnd), ...endGap, ...endPages, 'next'];
}

const Nav = styled.nav({ display: 'flex', justifyContent: 'center', marginTop: 24 });

const List = styled.ul({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' });

const itemBase = {
  ...type.body2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  margin: '0 3px',
  padding: '0 6px',
  borderRadius: 16,
  color: color.text,
} as const;

const PageButton = styled.button({
  ...itemBase,
  border: 0,
  backgroundColor: 'transparent',
  font: 'inherit',
  fontSize: itemBase.fontSize,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms',
  '&:hover:not(:disabled)': { backgroundColor: 'color-mix(in srgb, currentColor 8%, transparent)' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default', opacity: 0.38 },
  '&[aria-current="page"]': {
    backgroundColor: color.primary,
    color: color.onPrimary,
    '&:hover': { backgroundColor: color.primary, filter: 'brightness(0.92)' },
  },
});

const Ellipsis = styled.div(itemBase);

type Props = {
  count: number;
  page: number;
  onChange: (page: number) => void;
  'aria-label': string;
  getItemAriaLabel: (type: 'page' | 'previous' | 'next', page: number, selected: boolean) => string;
};

/** Numbered pages with previous/next, drawn like MUI's Pagination (color primary). */
export function Pagination({ count, page, onChange, 'aria-label': ariaLabel, getItemAriaLabel }: Props) {
  const navRef = useRef<HTMLElement>(null);
  // Like MUI: when "previous"/"next" disables itself under the focus, the focus goes to the current page.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current !== page) return;
    pendingFocus.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  const go = (next: number) => {
    pendingFocus.current = next === 1 || next === count ? next : null;
    onChange(next);
  };

  return (
    <Nav ref={navRef} aria-label={ariaLabel}>
      <List>
        {paginationItems(page, count).map((item) => (
          <li key={item}>
            {item === 'start-ellipsis' || item === 'end-ellipsis' ? (
              <Ellipsis>…</Ellipsis>
            ) : item === 'previous' || item === 'next' ? (
              <PageButton
                type="button"
                aria-label={getItemAriaLabel(item, item === 'next' ? page + 1 : page - 1, false)}
                disabled={item === 'next' ? page >= count : page <= 1}
                onClick={() => go(item === 'next' ? page + 1 : page - 1)}
              >
                <Icon path={item === 'next' ? mdiChevronRight : mdiChevronLeft} />
              </PageButton>
            ) : (
              <PageButton
                type="button"
                aria-label={getItemAriaLabel('page', item, item === page)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </PageButton>
            )}
          </li>
        ))}
      </List>
    </Nav>
  );
}
