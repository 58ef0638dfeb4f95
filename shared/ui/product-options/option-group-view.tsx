import type { ReactNode } from 'react';
import { groupOptions, type GroupKey, type MultiGroupKey, type NormalizedProductOptions, type OptionGroupDescriptor, type SelectionFor } from '@comanda/shared/domain';
import { checkboxGroupProps, groupUsage, radioGroupProps, type Panel } from './bindings';
import { FlavorChoice } from './flavor-choice';
import { limitTexts } from './group-limit';
import { OptionCheckboxGroup } from './option-checkbox-group';
import { OptionRadioGroup } from './option-radio-group';

export type OptionGroupViewProps<O extends NormalizedProductOptions> = {
  panel: Panel<O>;
  group: OptionGroupDescriptor;
  /** A hint under the title (e.g. the burger's house spicy level). */
  hint?: ReactNode;
};

/**
 * Any option group of the descriptor, drawn by its kind: size and single as radios, counted as
 * checkboxes with a stepper, unit as checkboxes, flavour as radio or (switch on) checkboxes. The
 * engine decides items, limits and modes; nothing shows for a group without items.
 */
export function OptionGroupView<O extends NormalizedProductOptions>({ panel, group, hint }: OptionGroupViewProps<O>) {
  const items = groupOptions(panel.options, group.selectionKey);
  if (group.kind === 'flavor') return <FlavorChoice panel={panel} group={group} items={items} />;
  if (group.kind === 'size' || group.kind === 'single') {
    const key = group.selectionKey as GroupKey<SelectionFor<O>>;
    return (
      <OptionRadioGroup
        title={group.title}
        priceStyle={group.kind === 'size' ? 'replaces' : 'extra'}
        noneLabel={group.noneLabel}
        hint={hint}
        {...radioGroupProps(panel, key, items)}
      />
    );
  }
  const key = group.selectionKey as MultiGroupKey<SelectionFor<O>>;
  const bound = checkboxGroupProps(panel, key);
  const usage = groupUsage(panel.options, panel.selection, key);
  const limit = group.limit !== undefined && usage.max !== null ? limitTexts(group.limit.noun, usage.count, usage.max) : null;
  return (
    <OptionCheckboxGroup
      title={group.title}
      items={items}
      hint={limit?.hint ?? hint}
      counter={limit?.counter}
      counterError={limit !== null && group.limit?.noun === 'acompanhamentos' && bound.errors.length > 0}
      {...bound}
    />
  );
}
