import { type BrandAuthDetail, brandAuthGlossary, brandAuthMachine } from '@procuremart/contract';
import type { ReactNode } from 'react';
import { ApprovalTrail } from '../../resources/ApprovalTrail';
import { useEditing } from '../../resources/form-for';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { RowAction } from '../../resources/types';
import { type ApplyContext, BrandAuthApplyForm } from './BrandAuthApplyForm';
import { mayApplyAgain, supplierAuthActions } from './brand-auth-actions';
import {
  brandAuthAudit,
  brandAuthFacts,
  brandAuthSections,
  brandAuthStatusMap,
  letterAttachments,
  loadOperatorAuth,
  loadSupplierAuth,
} from './brand-auth-resource';
import { brandAuthKeys } from './keys';

const supplierActions = supplierAuthActions<BrandAuthDetail>();

function BrandAuthDetailPage({
  page,
  load,
  actions,
  children,
}: {
  page: 'brandAuthDetail' | 'brandAuthAuditDetail';
  load: (authId: string) => Promise<BrandAuthDetail>;
  actions: RowAction<BrandAuthDetail>[];
  children?: ReactNode;
}) {
  return (
    <ResourceDetailPage<BrandAuthDetail, typeof page>
      glossary={brandAuthGlossary}
      page={page}
      idParam="authId"
      queryKey={brandAuthKeys.auth}
      load={load}
      recordTitle={(auth) => auth.brandName}
      status={{ of: (auth) => auth.status, statusMap: brandAuthStatusMap }}
      facts={brandAuthFacts}
      machine={brandAuthMachine}
      actions={actions}
      invalidateKey={brandAuthKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'brandAuth.tab.basic', sections: brandAuthSections },
        { key: 'letters', labelKey: 'brandAuth.tab.letters', attachments: letterAttachments },
        {
          key: 'history',
          labelKey: 'brandAuth.tab.history',
          history: { of: (auth) => auth.history },
        },
        {
          key: 'approvals',
          labelKey: 'resource.approvalTrail.tab',
          render: (auth) => <ApprovalTrail tasks={auth.approvals} />,
        },
      ]}
    >
      {children}
    </ResourceDetailPage>
  );
}

/** The supplier's authorisation in its own tab: letters, history; withdraw, apply again. */
export function SupplierBrandAuthDetailPage() {
  const form = useEditing<never, ApplyContext>();
  const actions: RowAction<BrandAuthDetail>[] = [
    {
      key: 'applyAgain',
      labelKey: 'brandAuth.action.applyAgain',
      visible: (auth) => mayApplyAgain(auth),
      run: (auth) => form.edit({ mode: 'create', again: auth }),
    },
    ...supplierActions.row,
  ];
  return (
    <BrandAuthDetailPage page="brandAuthDetail" load={loadSupplierAuth} actions={actions}>
      <BrandAuthApplyForm {...form.props} />
    </BrandAuthDetailPage>
  );
}

/** An authorisation as operators audit it: letters (pdf in a new tab, pictures in a modal) and the steps. */
export function OperatorBrandAuthDetailPage() {
  return (
    <BrandAuthDetailPage
      page="brandAuthAuditDetail"
      load={loadOperatorAuth}
      actions={brandAuthAudit.rowActions}
    />
  );
}
