import { type OrgInfoChangeRow, orgInfoChangeMachine } from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import type { FormForProps } from '../../resources/form-for';
import { useEditing } from '../../resources/form-for';
import { machineActions } from '../../resources/machine-actions';
import { RowActions } from '../../resources/RowActions';
import { visibleRowActions } from '../../resources/row-actions';
import { useActionRunner } from '../../resources/use-action-runner';
import type { OnRecord } from './ChangeForms';
import { ChangeValues } from './ChangeValues';
import type { ChangeKind } from './change-fields';
import { orgChangeKeys } from './keys';

interface OwnInfo {
  current: Readonly<Record<string, string>> | null;
  pending: OrgInfoChangeRow | null;
  last: OrgInfoChangeRow | null;
}

interface Props {
  kind: ChangeKind;
  load: () => Promise<OwnInfo>;
  /** Withdraws the change waiting for audit (its kind's call). */
  withdraw: (changeId: string) => Promise<unknown>;
  form: ComponentType<FormForProps<never, OnRecord, unknown>>;
  /** The texts' prefix: title, empty, the submit button. */
  texts: string;
}

type ChangeEvent = (typeof orgInfoChangeMachine.transitions)[number]['event'];

const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/**
 * An organisation's own information of a kind: what is on record (in use), the change waiting for audit beside
 * it (which it may withdraw, after a confirmation), the last refusal's reason; a new change is submitted from what
 * is on record, one at a time.
 */
export function OwnInfoPage({ kind, load, withdraw, form: Form, texts }: Props) {
  const { t } = useTranslation();
  const { kind: userKind, userInfo } = useSession();
  const query = useQuery({ queryKey: orgChangeKeys.mine(kind), queryFn: load });
  const { edit, props } = useEditing<never, OnRecord>();
  const runner = useActionRunner(orgChangeKeys.all);
  const withdrawActions = useMemo(
    () =>
      machineActions<OrgInfoChangeRow, ChangeEvent>(orgInfoChangeMachine, {
        events: ['withdraw'],
        danger: ['withdraw'],
        run: (row) => withdraw(row.changeId),
      }).row,
    [withdraw],
  );
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('orgChange.loadError')}
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  const { current, pending, last } = query.data;
  const refused = !pending && last?.state === '03' ? last : null;
  return (
    <Card
      title={t(`${texts}.title`)}
      extra={
        <Button type="primary" disabled={pending !== null} onClick={() => edit({ mode: 'create', current })}>
          {t(`${texts}.change`)}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {pending && (
          <Alert
            type="info"
            showIcon
            message={t('orgChange.pending', { at: when(pending.submittedAt) })}
            // The withdraw button under the text, not beside it: beside it squeezed the text into a narrow
            // column at 375 px.
            description={
              <Space direction="vertical" size="small">
                {t('orgChange.pendingText')}
                <RowActions
                  row={pending}
                  actions={visibleRowActions(withdrawActions, pending, {
                    kind: userKind,
                    permissions: userInfo?.menuCodeList ?? [],
                  })}
                  onRun={runner.run}
                  variant="button"
                />
              </Space>
            }
          />
        )}
        {refused && (
          <Alert
            type="error"
            showIcon
            message={t('orgChange.refused', { at: refused.decidedAt ? when(refused.decidedAt) : '' })}
            description={t('orgChange.refusedText', { reason: refused.reason })}
          />
        )}
        {current === null && pending === null ? (
          <Empty description={t(`${texts}.empty`)} />
        ) : (
          <ChangeValues kind={kind} current={current} proposed={pending?.values ?? null} />
        )}
      </Space>
      <Form {...props} />
      {runner.element}
    </Card>
  );
}
