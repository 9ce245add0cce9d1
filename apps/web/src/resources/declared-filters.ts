import type { ListFilter } from '@procuremart/contract';
import type { FilterDescriptor, Option, OptionSource } from './types';

/**
 * What only the page knows of a declared filter: where a pick's, a tree's or a choice's options come from
 * (a pick searched as the user types takes `search`), other names for a flag's answers, or `hidden` for a
 * filter the page sets itself. Kinds, labels and limits come from the contract's declaration.
 */
export type FilterControl =
  | { options: OptionSource; anyLevel?: boolean }
  | { search: (keyword: string) => Promise<readonly Option[]>; debounceMs?: number }
  | { hidden: true };

export type FilterControls<N extends string = string> = Partial<Record<N, FilterControl>>;

function optionsOf(filter: ListFilter, control: FilterControl | undefined): OptionSource {
  if (control && 'options' in control) return control.options;
  const labels = filter.kind === 'choice' ? filter.labels : undefined;
  if (filter.kind === 'choice' && labels)
    return filter.values.map((value) => ({ value, labels: labels[String(value)] }));
  throw new Error(`filter ${filter.name}: the page must give its options`);
}

/** The filter form's controls for a list call's declared filters, in their declared order. */
export function declaredFilters(
  filters: readonly ListFilter[],
  controls: FilterControls = {},
): FilterDescriptor[] {
  return filters.flatMap((filter): FilterDescriptor[] => {
    const control = controls[filter.name];
    if (filter.kind === 'tab' || filter.kind === 'scope' || (control && 'hidden' in control)) return [];
    const base = { name: filter.name, labelKey: filter.labelKey };
    switch (filter.kind) {
      case 'text':
        return [{ ...base, kind: 'text', maxLength: filter.maxLength }];
      case 'dict':
        return [{ ...base, kind: 'dict', code: filter.code, valueType: filter.valueType }];
      case 'flag':
        return [
          {
            ...base,
            kind: 'flag',
            options: control && 'options' in control ? (control.options as Option[]) : undefined,
          },
        ];
      case 'choice':
        return [
          { ...base, kind: filter.multiple ? 'multiSelect' : 'select', options: optionsOf(filter, control) },
        ];
      case 'pick':
        if (control && 'search' in control)
          return [{ ...base, kind: 'remote', search: control.search, debounceMs: control.debounceMs }];
        return [{ ...base, kind: 'select', options: optionsOf(filter, control) }];
      case 'tree':
        return [
          {
            ...base,
            kind: 'tree',
            options: optionsOf(filter, control),
            anyLevel: control && 'anyLevel' in control ? control.anyLevel : undefined,
          },
        ];
      case 'dateRange':
        return [
          { ...base, kind: 'dateRange', fromName: filter.from, toName: filter.to, showTime: filter.time },
        ];
      default:
        return [{ ...base, kind: 'amountRange', fromName: filter.from, toName: filter.to }];
    }
  });
}
