import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../route-paths';
import { useSession } from '../session';

/** SPEC §2 exception pages: the status, its sentence and a back-to-home button. */
export function ExceptionPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`errors.${status}`)}
      style={{ paddingTop: 80 }}
      extra={
        <Button type="primary" onClick={() => navigate(token ? HOME_PATH : '/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
