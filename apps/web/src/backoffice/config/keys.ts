import { entityRoot } from '../../api/entity-refresh';

// System configuration query keys; ResourceList appends ['list', filters] to dictionaries().
export const configKeys = {
  all: entityRoot('config', ['dictionary', 'param']),
  dictionaries: () => [...configKeys.all, 'dictionaries'] as const,
  dictItems: (dictCode: string) => [...configKeys.dictionaries(), 'items', dictCode] as const,
  dictHistory: (dictCode: string) => [...configKeys.dictionaries(), 'history', dictCode] as const,
  params: () => [...configKeys.all, 'params'] as const,
  paramGroup: (group: string) => [...configKeys.params(), 'group', group] as const,
  paramHistory: (key: string) => [...configKeys.params(), 'history', key] as const,
};
