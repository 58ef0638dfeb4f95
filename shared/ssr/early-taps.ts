/**
 * Taps on a server-rendered page before it is hydrated: the HTML shows buttons ('Adicionar', 'Personalizar',
 * the cart) seconds before the JavaScript that runs them, and a tap then would do nothing. An inline script
 * (EARLY_TAPS_SCRIPT, written by the API right after the markup) remembers the buttons tapped; once the
 * page is hydrated — React keeps those very elements — each of them is clicked once.
 */

const GLOBAL = '__comandaEarlyTaps';

/** A tapped button, as much of it as the replay needs (no DOM typings: the API imports the script too). */
export type EarlyTap = { readonly isConnected: boolean; click(): void };

type EarlyTapsHolder = { [GLOBAL]?: EarlyTap[] | null };

/** Inline, dependency-free: captures clicks on enabled buttons inside #root until the list is taken. */
export const EARLY_TAPS_SCRIPT =
  `(function(){var taps=[];window.${GLOBAL}=taps;document.addEventListener('click',function(event){` +
  `if(window.${GLOBAL}!==taps)return;var target=event.target;var button=target&&target.closest&&target.closest('button');` +
  `var root=document.getElementById('root');` +
  `if(button&&!button.disabled&&root&&root.contains(button)&&taps.indexOf(button)<0)taps.push(button);},true);})();`;

/**
 * Stops capturing and hands over the buttons tapped so far; call it right before hydrateRoot (from then on
 * React itself queues the taps it sees during hydration, and a tap must not count twice).
 */
export function takeEarlyTaps(holder: EarlyTapsHolder = globalThis as EarlyTapsHolder): EarlyTap[] {
  const taps = holder[GLOBAL] ?? [];
  holder[GLOBAL] = null;
  return taps;
}

/** Once the page is hydrated: clicks each taken button that is still on the page, once. */
export function replayTaps(taps: readonly EarlyTap[]): number {
  let replayed = 0;
  for (const button of taps) {
    if (!button.isConnected) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}
