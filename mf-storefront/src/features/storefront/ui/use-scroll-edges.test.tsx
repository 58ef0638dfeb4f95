import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useScrollEdges } from './use-scroll-edges';

function Probe({ slack }: { slack: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { edges, onScroll } = useScrollEdges(ref, slack, []);
  return (
    <div ref={ref} data-testid="scroller" data-start={edges.start} data-end={edges.end} onScroll={onScroll}>
      tabs
    </div>
  );
}

/** jsdom lays nothing out: the scroller's sizes are given. */
function sizeScroller(element: HTMLElement, { scrollLeft, clientWidth, scrollWidth }: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  element.scrollLeft = scrollLeft;
}

describe('useScrollEdges', () => {
  it('is at both edges when nothing overflows, and follows scrolling and resizing within the slack', () => {
    render(<Probe slack={4} />);
    const scroller = screen.getByTestId('scroller');
    expect(scroller.dataset).toMatchObject({ start: 'true', end: 'true' });

    sizeScroller(scroller, { scrollLeft: 0, clientWidth: 300, scrollWidth: 900 });
    fireEvent(window, new Event('resize'));
    expect(scroller.dataset).toMatchObject({ start: 'true', end: 'false' });

    sizeScroller(scroller, { scrollLeft: 300, clientWidth: 300, scrollWidth: 900 });
    fireEvent.scroll(scroller);
    expect(scroller.dataset).toMatchObject({ start: 'false', end: 'false' });

    // 597 + 300 is 3 px short of the end: within a slack of 4.
    sizeScroller(scroller, { scrollLeft: 597, clientWidth: 300, scrollWidth: 900 });
    fireEvent.scroll(scroller);
    expect(scroller.dataset).toMatchObject({ start: 'false', end: 'true' });
  });

  it('stops listening to resizes when unmounted', () => {
    const removeListener = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Probe slack={1} />);
    unmount();
    expect(removeListener).toHaveBeenCalledWith('resize', expect.any(Function));
    removeListener.mockRestore();
  });

  it('measures again when the scroller or its content changes size, as when the hidden app is shown', () => {
    const observed: Element[] = [];
    let notify = () => {};
    const disconnect = jest.fn();
    class FakeResizeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    }
    Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: FakeResizeObserver });
    try {
      const { unmount } = render(<Probe slack={1} />);
      const scroller = screen.getByTestId('scroller');
      // Drawn hidden: nothing overflows yet.
      expect(scroller.dataset).toMatchObject({ start: 'true', end: 'true' });
      expect(observed).toContain(scroller);

      sizeScroller(scroller, { scrollLeft: 0, clientWidth: 358, scrollWidth: 2948 });
      act(() => notify());
      expect(scroller.dataset).toMatchObject({ start: 'true', end: 'false' });
      unmount();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });
});
