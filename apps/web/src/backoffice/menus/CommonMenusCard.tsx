import { SettingOutlined } from '@ant-design/icons';
import type { MenuNode } from '@procuremart/contract';
import { Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { menuIcon } from '../../app/layout/menu-icons';
import { menuTitle } from '../../app/layout/menu-title';
import { pathOfMenuCode } from '../../app/layout/SideMenu';
import { useWorkbench } from './use-workbench';
import { WorkbenchError } from './WorkbenchState';

// The settings dialog (a picker and an ordered list) loads when first opened, not with the first page.
const CommonMenusModal = lazy(() =>
  import('./CommonMenusModal').then((module) => ({ default: module.CommonMenusModal })),
);

/** The workbench's common menus: the pages the user pinned, in its order, and the settings to choose them. */
export function CommonMenusCard({ pages }: { pages: readonly MenuNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const workbench = useWorkbench();
  const chosen = workbench.data?.commonMenus ?? [];
  return (
    <Card
      title={t('workbench.commonMenus')}
      loading={workbench.isPending}
      extra={
        <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid="common-menu-settings">
          {t('workbench.settings')}
        </Button>
      }
    >
      {workbench.isError ? (
        <WorkbenchError error={workbench.error} retry={() => void workbench.refetch()} />
      ) : chosen.length === 0 ? (
        <Empty description={t('workbench.noCommonMenus')} />
      ) : (
        <Row gutter={[16, 16]}>
          {chosen.map((menu) => (
            <Col key={menu.menuCode} xs={12} sm={8} lg={6} xl={4}>
              <Card
                hoverable
                size="small"
                onClick={() => navigate(pathOfMenuCode(menu.menuCode))}
                data-testid={`common-menu-${menu.menuCode}`}
              >
                <Space size={8}>
                  <span className="pm-shortcut-icon">{menuIcon(menu.icon)}</span>
                  <Typography.Text strong>{menuTitle(t, menu)}</Typography.Text>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {open && (
        <Suspense fallback={null}>
          <CommonMenusModal open onClose={() => setOpen(false)} chosen={chosen} pages={pages} />
        </Suspense>
      )}
    </Card>
  );
}
