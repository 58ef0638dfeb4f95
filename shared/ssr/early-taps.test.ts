import { EARLY_TAPS_SCRIPT, replayTaps, takeEarlyTaps } from './early-taps';

function page() {
  document.body.innerHTML =
    '<div id="root"><button id="add">Adicionar</button><button id="off" disabled>Esgotado</button><span id="text">x</span></div><button id="outside">Fora</button>';
  new Function(EARLY_TAPS_SCRIPT)();
  const add = document.getElementById('add')!;
  return { add, off: document.getElementById('off')!, text: document.getElementById('text')!, outside: document.getElementById('outside')! };
}

describe('early taps on a server-rendered page', () => {
  it('remembers each enabled button of #root tapped before hydration, once', () => {
    const { add, off, text, outside } = page();
    add.click();
    add.click();
    off.click();
    text.click();
    outside.click();
    expect(takeEarlyTaps()).toEqual([add]);
  });

  it('after they are taken, taps are no longer captured; the replay clicks the buttons still on the page', () => {
    const { add } = page();
    add.click();
    const taps = takeEarlyTaps();
    add.click();
    expect(takeEarlyTaps()).toEqual([]);

    const onClick = jest.fn();
    add.addEventListener('click', onClick);
    expect(replayTaps(taps)).toBe(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    add.remove();
    expect(replayTaps(taps)).toBe(0);
  });

  it('a page without the script has nothing to replay', () => {
    expect(takeEarlyTaps()).toEqual([]);
  });
});
