import { type PageWithParam, pageLink } from '@procuremart/contract';
import { Button, Card, Empty, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pathOfMenuCode } from '../../app/layout/SideMenu';
import { useSession } from '../../app/session';
import { DictTag } from '../../dictionaries/DictTag';
import { formatAmount, formatDateTime } from '../../resources/formatters';
import { useWorkbench } from './use-workbench';
import { localName, WorkbenchError } from './WorkbenchState';

/**
 * The user's last orders as its own order list shows them: number, status, amount, the other party (a buyer
 * sees the supplier, a supplier the buyer's organisation). Not shown to a user without an order list.
 */
export function RecentOrdersCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { kind } = useSession();
  const workbench = useWorkbench();
  const recent = workbench.data?.recentOrders;
  if (workbench.isSuccess && !recent) return null;
  return (
    <Card
      title={t('workbench.recentOrders')}
      loading={workbench.isPending}
      data-testid="workbench-recent-orders"
      extra={
        recent && (
          <Button type="link" onClick={() => navigate(pathOfMenuCode(recent.listMenuCode))}>
            {t('workbench.allOrders')}
          </Button>
        )
      }
    >
      {workbench.isError ? (
        <WorkbenchError error={workbench.error} retry={() => void workbench.refetch()} />
      ) : (
        <List
          dataSource={recent?.rows ?? []}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noOrders')} />,
          }}
          renderItem={(order) => (
            <List.Item data-testid={`workbench-order-${order.orderId}`}>
              <List.Item.Meta
                title={
                  <Space wrap size={8}>
                    <Typography.Link
                      onClick={() =>
                        recent &&
                        navigate(
                          pageLink(recent.detailPage as PageWithParam<'orderId'>, { orderId: order.orderId }),
                        )
                      }
                    >
                      {order.orderNo}
                    </Typography.Link>
                    <DictTag code="ORDER_STATUS" value={order.orderStatus} />
                  </Space>
                }
                description={
                  <Space wrap size={[12, 0]}>
                    <span>
                      {kind === 'supplier'
                        ? localName(order.orgName, order.orgNameEn, i18n.language)
                        : localName(order.supplierName, order.supplierNameEn, i18n.language)}
                    </span>
                    <span>{formatDateTime(order.createdAt)}</span>
                  </Space>
                }
              />
              <Typography.Text strong>¥{formatAmount(order.amount)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
