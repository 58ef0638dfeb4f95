import type { GroupKind } from '../spec';
import type { OptionGroupDescriptor } from './types';

/** A group whose items are extras (`price`, else `additional_price`, added per copy). */
export function group(optionKey: string, selectionKey: string, title: string, kind: GroupKind): OptionGroupDescriptor {
  return { optionKey, selectionKey, title, kind, priceField: 'price' };
}

/** The size list: one choice, its price replaces the product's base price. */
export const size = (optionKey: string, selectionKey: string): OptionGroupDescriptor => group(optionKey, selectionKey, 'Tamanho', 'size');
export const single = (optionKey: string, selectionKey: string, title: string): OptionGroupDescriptor => group(optionKey, selectionKey, title, 'single');
export const counted = (optionKey: string, selectionKey: string, title: string): OptionGroupDescriptor => group(optionKey, selectionKey, title, 'counted');

export function flavor(optionKey: string, selectionKey: string, title: string, multipleTitle: string): OptionGroupDescriptor {
  return { ...group(optionKey, selectionKey, title, 'flavor'), multipleTitle };
}
