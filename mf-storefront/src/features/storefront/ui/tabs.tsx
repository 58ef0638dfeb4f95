import styled from '@emotion/styled';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useEffect, useRef, type KeyboardEvent } from 'react';
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

const List = styled.div({ display: 'flex' });

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
        <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
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
