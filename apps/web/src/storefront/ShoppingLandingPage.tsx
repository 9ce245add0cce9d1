import { AuditOutlined, FileProtectOutlined, ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../app/route-paths';
import { useSession } from '../app/session';

interface Entry {
  key: string;
  icon: ReactNode;
  to: string;
}

const ENTRIES: Entry[] = [
  { key: 'ec', icon: <ShoppingCartOutlined />, to: '/login' },
  { key: 'agr', icon: <FileProtectOutlined />, to: '/login' },
  { key: 'supplier', icon: <ShopOutlined />, to: '/supplierLogin' },
  { key: 'operator', icon: <AuditOutlined />, to: '/login' },
];

/** The public landing page of the mall: a hero with the sign-in entries and the platform's services. */
export default function ShoppingLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const entryTarget = (to: string) => (token ? HOME_PATH : to);

  return (
    <div className="pm-store-page">
      <section className="pm-hero">
        <div className="pm-store-inner">
          <Typography.Title className="pm-hero-title">{t('shop.heroTitle')}</Typography.Title>
          <Typography.Paragraph className="pm-hero-text">{t('shop.heroText')}</Typography.Paragraph>
          <Space wrap>
            <Button
              size="large"
              className="pm-hero-primary"
              onClick={() => navigate(token ? HOME_PATH : '/login')}
            >
              {token ? t('shop.workbench') : t('shop.startBuying')}
            </Button>
            {!token && (
              <Button size="large" ghost onClick={() => navigate('/register')}>
                {t('shop.register')}
              </Button>
            )}
          </Space>
        </div>
      </section>
      <section className="pm-store-inner pm-entries">
        <Typography.Title level={3}>{t('shop.entries')}</Typography.Title>
        <Row gutter={[16, 16]}>
          {ENTRIES.map((entry) => (
            <Col key={entry.key} xs={24} sm={12} lg={6}>
              <Card hoverable onClick={() => navigate(entryTarget(entry.to))} className="pm-entry-card">
                <div className="pm-entry-icon">{entry.icon}</div>
                <Typography.Title level={4}>{t(`shop.${entry.key}Title`)}</Typography.Title>
                <Typography.Text type="secondary">{t(`shop.${entry.key}Text`)}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </div>
  );
}
