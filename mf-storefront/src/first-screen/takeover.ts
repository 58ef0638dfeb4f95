// The full app renders the storefront in a hidden container beside the first screen's; once its screen is there, the
// two swap in one task (no frame without a page), the focused field keeps its focus, the scrolled carousels and tab
// strip their position, and the first screen unmounts.
import { KEPT_SCROLL_ATTRIBUTE } from '../features/storefront/ui/use-scroll-edges';

type Ready = () => void;
let waiting: Ready[] = [];
let ready = false;

/** Called by the full storefront once its screen has mounted. */
export function fullScreenMounted(): void {
  ready = true;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

export function whenFullScreenMounted(callback: Ready): void {
  if (ready) callback();
  else waiting.push(callback);
}

/**
 * When the whole app may take the page over. A page only being looked at (scrolled) is taken over as soon as the app's
 * storefront has mounted. Once the customer has clicked in the first screen, what it holds (a card's quantity, the
 * open store details) must not vanish under them: the takeover then waits for their next request to the app, which
 * changes the page anyway.
 */
export class TakeoverGate {
  private clicked = false;
  private asked = false;
  private done = false;
  private swap: (() => void) | null = null;

  constructor(private readonly onTakeover: () => void) {}

  customerClicked(): void {
    this.clicked = true;
  }

  customerAsked(): void {
    this.asked = true;
    this.tryNow();
  }

  /** The app's storefront has mounted (hidden): `swap` shows it in the first screen's place. */
  appMounted(swap: () => void): void {
    this.swap = swap;
    this.tryNow();
  }

  /** Shows the app now, whatever the customer did (`swap` as for appMounted). */
  force(swap: () => void): void {
    this.swap = swap;
    this.asked = true;
    this.tryNow();
  }

  private tryNow(): void {
    if (this.done || !this.swap || (this.clicked && !this.asked)) return;
    this.done = true;
    this.swap();
    this.onTakeover();
  }
}

const keptScrollers = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>(`[${KEPT_SCROLL_ATTRIBUTE}]`));

/** Each marked scroller of `next` at the position of the one of the same name and rank in `scrolled`. */
function carryScroll(scrolled: { name: string | null; left: number }[], next: HTMLElement): void {
  const targets = keptScrollers(next);
  scrolled.forEach(({ name, left }, index) => {
    const target = targets[index];
    if (!target || left === 0 || target.getAttribute(KEPT_SCROLL_ATTRIBUTE) !== name) return;
    // Instant: the carousel scrolls smoothly, and the customer did not ask for a movement.
    if (typeof target.scrollTo === 'function') target.scrollTo({ left, behavior: 'instant' });
    else target.scrollLeft = left;
  });
}

/** Shows `next` in place of `current`, keeping the focused field (by id) and its caret, and the scrollers' positions. */
export function swapContainers(current: HTMLElement, next: HTMLElement): void {
  const focused = document.activeElement instanceof HTMLElement && current.contains(document.activeElement) ? document.activeElement : null;
  const caret = focused instanceof HTMLInputElement ? focused.selectionStart : null;
  const scrolled = keptScrollers(current).map((element) => ({ name: element.getAttribute(KEPT_SCROLL_ATTRIBUTE), left: element.scrollLeft }));
  const id = current.id;
  next.hidden = false;
  current.remove();
  next.id = id;
  carryScroll(scrolled, next);
  if (!focused?.id) return;
  const counterpart = document.getElementById(focused.id);
  counterpart?.focus({ preventScroll: true });
  if (counterpart instanceof HTMLInputElement && caret !== null) counterpart.setSelectionRange(caret, caret);
}
