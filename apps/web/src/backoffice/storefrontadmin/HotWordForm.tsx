import { type HotWordAdmin, refOf, saveHotWord } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { type HotWordFormValues, hotWordFields } from './hot-word-resource';
import { storefrontAdminKeys } from './keys';

export type HotWordEditing = { mode: 'create' } | { mode: 'edit'; word: HotWordAdmin };

/** The create/edit hot word form; its rules are saveHotWord's input schema. */
export function HotWordForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: HotWordEditing;
  onClose: () => void;
}) {
  const initialValues = useMemo<Partial<HotWordFormValues> | undefined>(
    () =>
      editing.mode === 'edit'
        ? { word: editing.word.word, wordEn: editing.word.wordEn, sortNo: editing.word.sortNo }
        : undefined,
    [editing],
  );
  const isEdit = editing.mode === 'edit';
  const submit = (values: HotWordFormValues, options: { notify: false }) =>
    api(
      refOf(saveHotWord),
      editing.mode === 'edit' ? { ...values, hotWordId: editing.word.hotWordId } : values,
      options,
    );
  return (
    <ResourceForm<HotWordFormValues, HotWordAdmin>
      open={open}
      titleKey={isEdit ? 'hotWord.editTitle' : 'hotWord.createTitle'}
      schema={saveHotWord.input}
      fields={hotWordFields}
      initialValues={initialValues}
      submit={submit}
      successKey={isEdit ? 'hotWord.success.updated' : 'hotWord.success.created'}
      invalidateKey={storefrontAdminKeys.hotWords()}
      onClose={onClose}
    />
  );
}
