import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Change password in the account centre (accountPassword): any user, any time. */
export default function AccountPasswordPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('member.password.title')}>
      <ChangePasswordForm onChanged={() => feedback.message.success(t('member.password.changed'))} />
    </Card>
  );
}
