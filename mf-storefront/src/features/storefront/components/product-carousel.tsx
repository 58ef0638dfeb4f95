import styled from '@emotion/styled';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { carouselItemsPerView } from '../lib/carousel';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { IconButton } from '../ui/button';
import { Icon } from '../ui/icon';
import { color, spacing } from '../ui/tokens';
import { useScrollEdges } from '../ui/use-scroll-edges';

const GAP = 16;

const Root = styled.section({ position: 'relative' });

const Track = styled.ul({
  display: 'flex',
  gap: GAP,
  margin: 0,
  padding: '4px 2px 12px',
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: 2,
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  // --per-view: the slides in one view (set on the track from the viewport width).
  '& > li': { flex: `0 0 calc((100% - (var(--per-view) - 1) * ${GAP}px) / var(--per-view))`, scrollSnapAlign: 'start', minWidth: 0 },
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
});

// Left-aligned: the shell's floating cart button sits bottom-right.
const Controls = styled.div({
  display: 'flex',
  gap: spacing(1),
  marginBottom: spacing(1),
  '& > button': { width: 40, height: 40, border: `1px solid ${color.divider}` },
});

type Props<T> = { items: readonly T[]; getKey: (item: T) => string | number; renderItem: (item: T, index: number) => ReactNode; label: string };

/** CSS scroll-snap carousel; the buttons move one view at a time, and Tab walks through the cards. */
export function ProductCarousel<T>({ items, getKey, renderItem, label }: Props<T>) {
  const perView = carouselItemsPerView(useViewportWidth());
  const trackRef = useRef<HTMLUListElement>(null);
  const { edges, onScroll } = useScrollEdges(trackRef, 4, [items.length, perView]);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy?.({ left: direction * (track.clientWidth + GAP), behavior: 'smooth' });
  };

  return (
    <Root aria-roledescription="carrossel" aria-label={label}>
      <Controls>
        <IconButton type="button" aria-label="Produtos anteriores" onClick={() => move(-1)} disabled={edges.start}>
          <Icon path={mdiChevronLeft} size={24} />
        </IconButton>
        <IconButton type="button" aria-label="Próximos produtos" onClick={() => move(1)} disabled={edges.end}>
          <Icon path={mdiChevronRight} size={24} />
        </IconButton>
      </Controls>
      <Track ref={trackRef} onScroll={onScroll} data-keep-scroll="carousel" data-testid="product-carousel" data-per-view={perView} style={{ '--per-view': perView } as CSSProperties}>
        {items.map((item, index) => (
          <li key={getKey(item)}>
            {renderItem(item, index)}
          </li>
        ))}
      </Track>
    </Root>
  );
}
