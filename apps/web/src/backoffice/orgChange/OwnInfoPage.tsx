import type { OrgInfoChangeRow } from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormForProps } from '../../resources/form-for';
import { useEditing } from '../../resources/form-for';
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
  form: ComponentType<FormForProps<never, OnRecord, unknown>>;
  /** The texts' prefix: title, empty, the submit button. */
  texts: string;
}

const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/**
 * An organisation's own information of a kind: what is on record (in use), the change waiting for audit beside
 * it, the last refusal's reason; a new change is submitted from what is on record, one at a time.
 */
export function OwnInfoPage({ kind, load, form: Form, texts }: Props) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: orgChangeKeys.mine(kind), queryFn: load });
  const { edit, props } = useEditing<never, OnRecord>();
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
            description={t('orgChange.pendingText')}
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
    </Card>
  );
}
