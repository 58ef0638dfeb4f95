import { flavorsCounter, flavorsHint, sidesCounter, sidesHint, type LimitNoun } from '@comanda/shared/domain';

/** The hint and counter a limited group shows (spec §5 texts; restaurant sides say 'Excedido' past the limit). */
export function limitTexts(noun: LimitNoun, count: number, max: number): { hint: string; counter: string } {
  switch (noun) {
    case 'sabores':
      return { hint: flavorsHint(max), counter: flavorsCounter(count, max) };
    case 'coberturas':
      return { hint: `Você pode escolher até ${max} coberturas.`, counter: flavorsCounter(count, max) };
    case 'acompanhamentos':
      return { hint: sidesHint(max), counter: sidesCounter(count, max) };
  }
}
