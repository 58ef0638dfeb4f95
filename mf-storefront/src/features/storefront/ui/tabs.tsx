import styled from '@emotion/styled';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Icon } from './icon';
import { color } from './tokens';
import { useScrollEdges } from './use-scroll-edges';

const Root = styled.div({
  display: 'flex',
  minHeight: 48,
  marginBottom: 16,
  borderBottom: `1px solid ${color.divider}`,
});

const Scroller = styled.div({
  position: 'relative',
  flex: '1 1 auto',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});

const List = styled.div({
  position: 'relative',
  display: 'flex',
  // Once the sliding indicator is there, the selected tab's own underline (what the server draws) gives way to it.
  '&[data-indicator] [aria-selected="true"]::after': { display: 'none' },
});

/** The selected tab's underline, sliding to the newly chosen tab as MUI's Tabs indicator does. */
const Indicator = styled.span({
  position: 'absolute',
  left: 0,
  bottom: 0,
  height: 2,
  backgroundColor: color.primary,
  transition: 'transform 250ms cubic-bezier(0.4, 0, 0.2, 1), width 250ms cubic-bezier(0.4, 0, 0.2, 1)',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

type IndicatorBox = { left: number; width: number };

const Tab = styled.button({
  position: 'relative',
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  padding: '12px 16px',
  border: 0,
  backgroundColor: 'transparent',
  color: color.textSecondary,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.25,
  textAlign: 'center',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  // Inside: the scroller would clip an outside ring.
  '&:focus-visible': { outline: `2px solid ${color.primary}`, outlineOffset: -2 },
  // The press feedback MUI's ripple gives.
  '&:active': { backgroundColor: 'color-mix(in srgb, currentColor 10%, transparent)' },
  '&[aria-selected="true"]': {
    color: color.primary,
    '&::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, backgroundColor: color.primary },
  },
});

const ScrollButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  padding: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  opacity: 0.8,
  cursor: 'pointer',
  '&:disabled': { opacity: 0, cursor: 'default' },
});

export type TabItem = { value: string; label: string; id: string };

type Props = {
  items: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** The tabpanel's id. */
  controls: string;
  'aria-label': string;
};

/**
 * A scrollable tab list like MUI's Tabs (variant scrollable, scrollButtons auto): arrows appear when the tabs overflow,
 * the arrow keys, Home and End move the focus, Enter or Space choose. Measured after mount: the server draws no arrows.
 */
export function Tabs({ items, value, onChange, controls, 'aria-label': ariaLabel }: Props) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { edges, onScroll } = useScrollEdges(scrollerRef, 1, [items.length]);
  const indicator = useIndicator(scrollerRef, value, items);

  // Keep the selected tab in view (scrollLeft only: scrollIntoView could scroll the page too).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const tab = scroller?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!scroller || !tab) return;
    if (tab.offsetLeft < scroller.scrollLeft) scroller.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = tab.offsetLeft + tab.offsetWidth - scroller.clientWidth;
    }
  }, [value]);

  const scroll = (direction: 1 | -1) => {
    const scroller = scrollerRef.current;
    scroller?.scrollBy?.({ left: direction * scroller.clientWidth, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]?.focus();
  };

  const scrollable = !(edges.start && edges.end);

  return (
    <Root>
      {scrollable && (
        <ScrollButton type="button" tabIndex={-1} aria-hidden="true" disabled={edges.start} onClick={() => scroll(-1)}>
          <Icon path={mdiChevronLeft} />
        </ScrollButton>
      )}
      <Scroller ref={scrollerRef} onScroll={onScroll} data-keep-scroll="tabs">
        <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown} data-indicator={indicator ? '' : undefined}>
          {items.map((item) => {
            const selected = item.value === value;
            return (
              <Tab
                key={item.value}
                type="button"
                role="tab"
                id={item.id}
                aria-selected={selected}
                aria-controls={controls}
                tabIndex={selected ? 0 : -1}
                onClick={() => !selected && onChange(item.value)}
              >
                {item.label}
              </Tab>
            );
          })}
          {indicator && <Indicator aria-hidden="true" data-testid="tabs-indicator" style={{ width: indicator.width, transform: `translateX(${indicator.left}px)` }} />}
        </List>
      </Scroller>
      {scrollable && (
        <ScrollButton type="button" tabIndex={-1} aria-hidden="true" disabled={edges.end} onClick={() => scroll(1)}>
          <Icon path={mdiChevronRight} />
        </ScrollButton>
      )}
    </Root>
  );
}

/**
 * Where the selected tab is in the list, measured after mount (the server draws a static underline instead) and
 * again when the choice, the tabs or the size of the tab or of the list (a web font arriving, a resize) change.
 */
function useIndicator(scrollerRef: RefObject<HTMLDivElement | null>, value: string, items: readonly TabItem[]): IndicatorBox | null {
  const [box, setBox] = useState<IndicatorBox | null>(null);
  useLayoutEffect(() => {
    const tab = scrollerRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!tab) {
      setBox(null);
      return;
    }
    const measure = () => setBox((old) => (old?.left === tab.offsetLeft && old.width === tab.offsetWidth ? old : { left: tab.offsetLeft, width: tab.offsetWidth }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(tab);
    if (tab.parentElement) observer.observe(tab.parentElement);
    return () => observer.disconnect();
  }, [scrollerRef, value, items.length]);
  return box;
}
