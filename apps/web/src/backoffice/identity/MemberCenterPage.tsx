import { ArrowRightOutlined, ShopOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { menuIcon } from '../../app/layout/menu-icons';
import { menuLeaves } from '../../app/layout/menu-model';
import { menuTitle } from '../../app/layout/menu-title';
import { pathOfMenuCode } from '../../app/layout/SideMenu';
import { useVisibleMenus } from '../../app/layout/use-visible-menus';
import { useSession } from '../../app/session';
import { CommonMenusCard } from '../menus/CommonMenusCard';
import { useWorkbench } from '../menus/use-workbench';
import { WorkbenchTodosCard } from '../menus/WorkbenchTodosCard';
import { kindColor } from './kind-tag';

// The recent orders, messages and notices cards (antd's List, dictionaries, formatters) load after the page's
// frame, to-dos and common menus: the back office's first load stays as it was before the workbench grew.
const lazyCard = (load: () => Promise<ComponentType>) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  return () => (
    <Suspense fallback={<Card loading />}>
      <Loaded />
    </Suspense>
  );
};
const RecentOrdersCard = lazyCard(async () => (await import('../menus/RecentOrdersCard')).RecentOrdersCard);
const WorkbenchMessagesCard = lazyCard(
  async () => (await import('../menus/WorkbenchFeedCards')).WorkbenchMessagesCard,
);
const WorkbenchNoticesCard = lazyCard(
  async () => (await import('../menus/WorkbenchFeedCards')).WorkbenchNoticesCard,
);

function greetingKey(hour: number): string {
  if (hour < 12) return 'home.morning';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}

/**
 * "My home" (the workbench): who is logged in, for which organisation, what waits for it (counts opening their
 * lists), its last orders, unread messages and the platform's notices, the common menus it pinned and a card for
 * every page its menu holds.
 */
export default function MemberCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, kind } = useSession();
  const pages = menuLeaves(useVisibleMenus());
  const name = userInfo?.userName || userInfo?.username || '';
  // A user without an order list (an operator) has no recent orders card: the others take its room.
  const withOrders = useWorkbench().data?.recentOrders !== null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <div className="pm-welcome">
          <Avatar size={64} className="pm-welcome-avatar">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className="pm-welcome-text">
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="home-greeting">
              {t(greetingKey(new Date().getHours()), { name })}
            </Typography.Title>
            <Space wrap size={8} style={{ marginTop: 8 }}>
              {kind && (
                <Tag color={kindColor[kind]} data-testid="home-kind">
                  {t(`kinds.${kind}`)}
                </Tag>
              )}
              <Typography.Text type="secondary" data-testid="home-org">
                {userInfo?.orgName || t('home.noOrg')}
              </Typography.Text>
              <Typography.Text type="secondary">@{userInfo?.username}</Typography.Text>
            </Space>
          </div>
          <Button icon={<ShopOutlined />} onClick={() => navigate('/')} className="pm-welcome-action">
            {t('home.toMall')}
          </Button>
        </div>
      </Card>
      <WorkbenchTodosCard />
      <Row gutter={[16, 16]}>
        {withOrders && (
          <Col xs={24} xl={12}>
            <RecentOrdersCard />
          </Col>
        )}
        <Col xs={24} md={12} xl={withOrders ? 6 : 12}>
          <WorkbenchMessagesCard />
        </Col>
        <Col xs={24} md={12} xl={withOrders ? 6 : 12}>
          <WorkbenchNoticesCard />
        </Col>
      </Row>
      <CommonMenusCard pages={pages} />
      <Card title={t('home.shortcuts')}>
        <Typography.Paragraph type="secondary">{t('home.shortcutsHint')}</Typography.Paragraph>
        {pages.length === 0 ? (
          <Empty description={t('home.noShortcuts')} />
        ) : (
          <Row gutter={[16, 16]}>
            {pages.map((page) => (
              <Col key={page.menuCode} xs={24} sm={12} lg={8} xl={6}>
                <Card
                  hoverable
                  size="small"
                  onClick={() => navigate(pathOfMenuCode(page.menuCode))}
                  data-testid={`home-card-${page.menuCode}`}
                >
                  <Space size={12} className="pm-shortcut">
                    <span className="pm-shortcut-icon">{menuIcon(page.icon)}</span>
                    <Typography.Text strong>{menuTitle(t, page)}</Typography.Text>
                    <ArrowRightOutlined className="pm-shortcut-arrow" />
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </Space>
  );
}
