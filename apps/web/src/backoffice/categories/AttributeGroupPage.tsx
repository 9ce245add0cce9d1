import { PlusOutlined } from '@ant-design/icons';
import { type AttributeGroup, refOf, saveAttributeGroup } from '@procuremart/contract';
import { useMemo, useState } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import {
  type AttributeGroupFormValues,
  attributeGroupFields,
  attributeGroupList,
  deleteAttributeGroupAction,
} from './attribute-group-resource';
import { categoryKeys } from './keys';

/** Attribute groups (operators): filter, create, edit, delete (refused while attributes use the group). */
export default function AttributeGroupPage() {
  // Kept after the form closes so that its title does not flip while it fades out.
  const [editing, setEditing] = useState<AttributeGroup | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (group: AttributeGroup | null) => {
    setEditing(group);
    setFormOpen(true);
  };
  const initialValues = useMemo(
    () =>
      editing
        ? { code: editing.code, name: editing.name, nameEn: editing.nameEn, sortNo: editing.sortNo }
        : undefined,
    [editing],
  );
  const rowActions: RowAction<AttributeGroup>[] = [
    { key: 'edit', labelKey: 'attributeGroup.action.edit', run: (group) => openForm(group) },
    deleteAttributeGroupAction,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'attributeGroup.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'attribute-group-create',
      onClick: () => openForm(null),
    },
  ];
  const submit = (values: AttributeGroupFormValues, options: { notify: false }) =>
    api(refOf(saveAttributeGroup), editing ? { ...values, groupId: editing.groupId } : values, options);

  return (
    <>
      <ResourceList descriptor={attributeGroupList} toolbar={toolbar} rowActions={rowActions} />
      <ResourceForm<AttributeGroupFormValues, AttributeGroup>
        open={formOpen}
        titleKey={editing ? 'attributeGroup.editTitle' : 'attributeGroup.createTitle'}
        schema={saveAttributeGroup.input}
        fields={attributeGroupFields}
        initialValues={initialValues}
        submit={submit}
        successKey={editing ? 'attributeGroup.success.updated' : 'attributeGroup.success.created'}
        invalidateKey={categoryKeys.all}
        onClose={() => setFormOpen(false)}
      />
    </>
  );
}
