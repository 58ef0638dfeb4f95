import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { carouselItemsPerView } from '../lib/carousel';
import { useViewportWidth } from '../hooks/use-viewport-width';

const GAP = 16;

const Root = styled('section')({ position: 'relative' });

const Track = styled('ul')({
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
  '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
});

// Left-aligned: the shell's floating cart button sits bottom-right.
const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(1),
  '& .MuiIconButton-root': { border: `1px solid ${theme.palette.divider}` },
}));

type Props<T> = { items: readonly T[]; getKey: (item: T) => string | number; renderItem: (item: T, index: number) => ReactNode; label: string };

/** CSS scroll-snap carousel; the buttons move one view at a time, and Tab walks through the cards. */
export function ProductCarousel<T>({ items, getKey, renderItem, label }: Props<T>) {
  const perView = carouselItemsPerView(useViewportWidth());
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // A few pixels of slack: snapping and sub-pixel widths rarely land exactly on the edges.
    const start = track.scrollLeft <= 4;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, items.length, perView]);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy?.({ left: direction * (track.clientWidth + GAP), behavior: 'smooth' });
  };

  const itemWidth = `calc((100% - ${(perView - 1) * GAP}px) / ${perView})`;

  return (
    <Root aria-roledescription="carrossel" aria-label={label}>
      <Controls>
        <IconButton aria-label="Produtos anteriores" onClick={() => move(-1)} disabled={edges.start}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Próximos produtos" onClick={() => move(1)} disabled={edges.end}>
          <ChevronRightIcon />
        </IconButton>
      </Controls>
      <Track ref={trackRef} onScroll={updateEdges} data-testid="product-carousel" data-per-view={perView}>
        {items.map((item, index) => (
          <li key={getKey(item)} style={{ flex: `0 0 ${itemWidth}` }}>
            {renderItem(item, index)}
          </li>
        ))}
      </Track>
    </Root>
  );
}
