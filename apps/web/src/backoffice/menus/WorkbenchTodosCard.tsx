import { ReloadOutlined } from '@ant-design/icons';
import type { WorkbenchTodo } from '@procuremart/contract';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pathOfMenuCode } from '../../app/layout/SideMenu';
import { useWorkbench } from './use-workbench';
import { WorkbenchError } from './WorkbenchState';

/** The list page (and its tab) that holds a to-do's records. */
const linkOf = (todo: WorkbenchTodo): string =>
  `${pathOfMenuCode(todo.menuCode)}${todo.tab ? `?tab=${encodeURIComponent(todo.tab)}` : ''}`;

/** What waits for the user: a count per list its menus hold, each opening that list on its tab. */
export function WorkbenchTodosCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const workbench = useWorkbench();
  const todos = workbench.data?.todos ?? [];
  return (
    <Card
      title={t('workbench.todos')}
      loading={workbench.isPending}
      data-testid="workbench-todos"
      extra={
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('workbench.refresh')}
          title={t('workbench.refresh')}
          loading={workbench.isFetching}
          onClick={() => void workbench.refetch()}
          data-testid="workbench-refresh"
        />
      }
    >
      {workbench.isError ? (
        <WorkbenchError error={workbench.error} retry={() => void workbench.refetch()} />
      ) : todos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noTodos')} />
      ) : (
        <Row gutter={[12, 12]}>
          {todos.map((todo) => (
            <Col key={todo.kind} xs={12} sm={8} lg={6} xl={4}>
              <Card
                hoverable
                size="small"
                onClick={() => navigate(linkOf(todo))}
                data-testid={`workbench-todo-${todo.kind}`}
              >
                <Typography.Title
                  level={3}
                  style={{ margin: 0 }}
                  type={todo.count > 0 ? 'danger' : 'secondary'}
                  data-testid="workbench-todo-count"
                >
                  {todo.count}
                </Typography.Title>
                <Typography.Text type="secondary">{t(`workbench.todo.${todo.kind}`)}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
