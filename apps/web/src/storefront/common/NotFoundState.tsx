import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Something asked for by address does not exist (an unknown SKU or shop). */
export function NotFoundState({ title, hint, testId }: { title: string; hint: string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      className="pm-store-state"
      title={title}
      subTitle={hint}
      data-testid={testId}
      extra={[
        <Button key="home" type="primary" onClick={() => navigate('/')}>
          {t('common.backHome')}
        </Button>,
        <Button key="list" onClick={() => navigate('/list')}>
          {t('mall.nav.allGoods')}
        </Button>,
      ]}
    />
  );
}
