import { PlusOutlined } from '@ant-design/icons';
import type { AttributeGroup } from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import {
  AttributeGroupForm,
  attributeGroupList,
  deleteAttributeGroupAction,
} from './attribute-group-resource';

/** Attribute groups (operators): filter, create, edit, delete (refused while attributes use the group). */
export default function AttributeGroupPage() {
  const form = useEditing<AttributeGroup>({ mode: 'create' });
  const rowActions: RowAction<AttributeGroup>[] = [
    {
      key: 'edit',
      labelKey: 'attributeGroup.action.edit',
      run: (group) => form.edit({ mode: 'edit', record: group }),
    },
    deleteAttributeGroupAction,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'attributeGroup.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'attribute-group-create',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={attributeGroupList} toolbar={toolbar} rowActions={rowActions} />
      <AttributeGroupForm {...form.props} />
    </>
  );
}
