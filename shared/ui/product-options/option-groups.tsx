import type { ReactNode } from 'react';
import { optionDescriptorOf, type NormalizedProductOptions } from '@comanda/shared/domain';
import type { Panel } from './bindings';
import { OptionGroupView } from './option-group-view';

export type OptionGroupsProps<O extends NormalizedProductOptions> = {
  panel: Panel<O>;
  /** Selection keys to draw (in descriptor order); all the business type's groups when left out. */
  only?: readonly string[];
  /** Hints by selection key. */
  hints?: Readonly<Record<string, ReactNode>>;
};

/** The business type's option groups, in the descriptor's order and with its titles. */
export function OptionGroups<O extends NormalizedProductOptions>({ panel, only, hints = {} }: OptionGroupsProps<O>) {
  const groups = optionDescriptorOf(panel.options.businessType).groups.filter((group) => only === undefined || only.includes(group.selectionKey));
  return (
    <>
      {groups.map((group) => (
        <OptionGroupView key={group.selectionKey} panel={panel} group={group} hint={hints[group.selectionKey]} />
      ))}
    </>
  );
}
