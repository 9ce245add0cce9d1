import {
  type CommodityGroup,
  createCommodityGroup,
  refOf,
  updateCommodityGroup,
} from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { type GroupFormValues, groupFields, groupFormValues, newGroupValues } from './group-resource';
import { groupKeys } from './keys';

/** What the group form is doing: creating, or editing a group read with its version. */
export type GroupEditing = { mode: 'create' } | { mode: 'edit'; group: CommodityGroup };

/** The create/edit group form; its rules are the calls' input schemas. */
export function GroupForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: GroupEditing;
  onClose: () => void;
}) {
  const initialValues = useMemo(
    () => (editing.mode === 'edit' ? groupFormValues(editing.group) : newGroupValues),
    [editing],
  );
  const isEdit = editing.mode === 'edit';
  const submit = (values: GroupFormValues, options: { notify: false }) => {
    if (editing.mode === 'edit') {
      const { groupId, version } = editing.group;
      return api(refOf(updateCommodityGroup), { ...values, groupId, version }, options);
    }
    return api(refOf(createCommodityGroup), values, options);
  };
  return (
    <ResourceForm<GroupFormValues, CommodityGroup>
      open={open}
      titleKey={isEdit ? 'group.editTitle' : 'group.createTitle'}
      schema={isEdit ? updateCommodityGroup.input : createCommodityGroup.input}
      fields={groupFields}
      initialValues={initialValues}
      submit={submit}
      successKey={isEdit ? 'group.success.updated' : 'group.success.created'}
      invalidateKey={groupKeys.all}
      onClose={onClose}
    />
  );
}
