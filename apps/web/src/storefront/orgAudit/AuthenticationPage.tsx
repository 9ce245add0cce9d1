import { OrgApplicationState } from '@procuremart/contract';
import { getMyOrgApplication } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { HOME_PATH, LOGIN_PATH } from '../../app/route-paths';
import { loadUser, useSession } from '../../app/session';
import { orgAuditKeys } from '../../backoffice/orgAudit/keys';
import { ApplicationForm } from './ApplicationForm';

const open: readonly string[] = [OrgApplicationState.pending, OrgApplicationState.refused];

/**
 * /authentication: the applicant's own registration. Signed out, it asks to sign in (or register); signed in,
 * it shows the review state (the refusal's reason) and the certification form while it is pending or refused.
 */
export default function AuthenticationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const client = useQueryClient();
  const mine = useQuery({
    queryKey: orgAuditKeys.mine(),
    queryFn: () => api(getMyOrgApplication, {}),
    enabled: Boolean(token),
  });

  const body = () => {
    if (!token)
      return (
        <Result
          status="info"
          title={t('orgAudit.apply.loginFirst')}
          extra={
            <Space wrap>
              <Link to={`${LOGIN_PATH}?redirect=${encodeURIComponent('/authentication')}`}>
                <Button type="primary">{t('orgAudit.apply.toLogin')}</Button>
              </Link>
              <Link to="/register">{t('orgAudit.apply.toRegister')}</Link>
              <Link to="/supplierRegister">{t('orgAudit.apply.toSupplier')}</Link>
            </Space>
          }
        />
      );
    if (mine.isLoading) return <Skeleton active />;
    const application = mine.data;
    if (!application) return <Result status="info" title={t('orgAudit.apply.none')} />;
    if (application.state === OrgApplicationState.passed)
      return (
        <Result
          status="success"
          title={t('orgAudit.apply.passed')}
          subTitle={t('orgAudit.apply.passedText')}
          extra={
            <Button
              type="primary"
              data-testid="application-workbench"
              // The roles came with the decision: load them before the workbench checks its menus.
              onClick={() => void loadUser().then(() => navigate(HOME_PATH))}
            >
              {t('orgAudit.apply.toWorkbench')}
            </Button>
          }
        />
      );
    if (!open.includes(application.state))
      return <Result status="warning" title={t('orgAudit.apply.released')} />;
    const refused = application.state === OrgApplicationState.refused;
    return (
      <>
        <Alert
          type={refused ? 'error' : 'info'}
          showIcon
          data-testid="application-state"
          title={refused ? t('orgAudit.apply.refused') : t('orgAudit.apply.pending')}
          description={
            refused
              ? t('orgAudit.apply.refusedText', { reason: application.reason })
              : t('orgAudit.apply.pendingText')
          }
        />
        <Typography.Title level={4}>{t('orgAudit.apply.formTitle')}</Typography.Title>
        <ApplicationForm
          key={`${application.version}-${application.state}`}
          application={application}
          onSaved={(saved) => client.setQueryData(orgAuditKeys.mine(), saved)}
        />
      </>
    );
  };

  return (
    <Card
      className="pm-application-page"
      title={t('orgAudit.apply.title')}
      style={{ maxWidth: 880, margin: '24px auto' }}
    >
      {body()}
    </Card>
  );
}
