import { PlusOutlined } from '@ant-design/icons';
import type { BrandAuthRow } from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type ApplyContext, BrandAuthApplyForm } from './BrandAuthApplyForm';
import { mayApplyAgain, supplierAuthActions } from './brand-auth-actions';
import { supplierAuthList } from './brand-auth-resource';

const actions = supplierAuthActions<BrandAuthRow>();

/** The supplier's brand authorisations: apply, view (its own tab), apply again, withdraw. */
export default function BrandAuthListPage() {
  const form = useEditing<never, ApplyContext>({ mode: 'create' });
  const openForm = (again?: BrandAuthRow) => form.edit({ mode: 'create', again });
  const rowActions: RowAction<BrandAuthRow>[] = [
    {
      key: 'applyAgain',
      labelKey: 'brandAuth.action.applyAgain',
      visible: (row) => mayApplyAgain(row),
      run: (row) => openForm(row),
    },
    ...actions.row,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'apply',
      labelKey: 'brandAuth.action.apply',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'brand-auth-apply',
      onClick: () => openForm(undefined),
    },
  ];
  return (
    <>
      <ResourceList
        descriptor={supplierAuthList}
        toolbar={toolbar}
        rowActions={rowActions}
        bulkActions={actions.bulk}
      />
      <BrandAuthApplyForm {...form.props} />
    </>
  );
}
