import type { LimitNoun } from './spec';

/** Spec §5 "Option limits", verbatim. */
export function limitExceededMessage(noun: LimitNoun, max: number): string {
  switch (noun) {
    case 'sabores':
      return `Por favor, remova alguns sabores para continuar. O máximo permitido é ${max}.`;
    case 'coberturas':
      return `Por favor, remova algumas coberturas para continuar. O máximo permitido é ${max}.`;
    case 'acompanhamentos':
      return `Por favor, remova alguns acompanhamentos para continuar. O máximo permitido é ${max}.`;
  }
}

export function sidesHint(max: number): string {
  return `Você pode escolher até ${max} acompanhamentos.`;
}

export function flavorsHint(max: number): string {
  return `Você pode escolher até ${max} sabores diferentes`;
}

/** Pizzeria counter. */
export function flavorsCounter(selected: number, max: number): string {
  return `Selecionados: ${selected}/${max}`;
}

export const SIDES_EXCEEDED_LABEL = 'Excedido';

/** Restaurant counter: 'Selecionados x/max', or 'Excedido' past the limit. */
export function sidesCounter(selected: number, max: number): string {
  return selected > max ? SIDES_EXCEEDED_LABEL : `Selecionados ${selected}/${max}`;
}
