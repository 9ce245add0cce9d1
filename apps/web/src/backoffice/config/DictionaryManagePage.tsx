import type { Dictionary } from '@procuremart/contract';
import { useState } from 'react';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { DictionaryItemsDrawer } from './DictionaryItemsDrawer';
import { dictionaryList } from './dictionary-resource';

/** Data dictionary (SPEC §2 system configuration): the dictionaries, each item's labels, order and history. */
export default function DictionaryManagePage() {
  const [open, setOpen] = useState<Dictionary | null>(null);
  const rowActions: RowAction<Dictionary>[] = [
    { key: 'items', labelKey: 'dict.action.items', run: (dictionary) => setOpen(dictionary) },
  ];
  return (
    <>
      <ResourceList descriptor={dictionaryList} rowActions={rowActions} />
      <DictionaryItemsDrawer dictionary={open} onClose={() => setOpen(null)} />
    </>
  );
}
