import { useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, Input, Modal, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStateMovedError } from '../api/api-error';
import { feedback } from '../app/feedback';
import type { ActionInput, BulkAction, Row, RowAction } from './types';

type AnyAction = RowAction<Row> | BulkAction<Row>;
interface Pending {
  action: AnyAction;
  target: Row | Row[];
}

export const REMARK_MAX_LENGTH = 200;

function runOn(action: AnyAction, target: Row | Row[], input: ActionInput): unknown {
  return Array.isArray(target)
    ? (action as BulkAction<Row>).run(target, input)
    : (action as RowAction<Row>).run(target, input);
}

/**
 * Runs row and bulk actions. One that asks first (a confirmation, a remark) opens a modal; a run that
 * resolves with a success key shows the message and refreshes the domain's queries. Failures were already
 * shown by the API client, so they end here; one refused because the record moved on (STATE_MOVED_CODES) also
 * closes the dialog, whose question no longer stands (the client reloads the record's views). Render
 * `element` once beside the actions.
 */
export function useActionRunner(queryKey: readonly unknown[]) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const execute = useCallback(
    async (action: AnyAction, target: Row | Row[], input: ActionInput) => {
      try {
        await runOn(action, target, input);
      } catch (error) {
        return isStateMovedError(error);
      }
      if (action.successKey) {
        feedback.message.success(t(action.successKey));
        await queryClient.invalidateQueries({ queryKey });
      }
      return true;
    },
    [queryClient, queryKey, t],
  );

  const run = useCallback(
    async <R extends Row>(action: RowAction<R> | BulkAction<R>, target: R | R[]) => {
      if (action.confirm || action.remark) {
        setRemark('');
        setMissing(false);
        setPending({ action: action as AnyAction, target });
        return;
      }
      await execute(action as AnyAction, target, { remark: '' });
    },
    [execute],
  );

  const confirm = async () => {
    if (!pending) return;
    const text = remark.trim();
    if (pending.action.remark === 'required' && text === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    const done = await execute(pending.action, pending.target, { remark: text });
    setBusy(false);
    if (done) setPending(null);
  };

  const action = pending?.action;
  const many = Array.isArray(pending?.target) ? pending.target.length : null;
  // A bulk step names what it does to how many ("Confirm selected (2)?"), never "this order".
  const title =
    action === undefined
      ? ''
      : many === null
        ? t(action.confirm?.titleKey ?? action.labelKey)
        : t('resource.confirmBulk', { action: t(action.labelKey), count: many });
  const element: ReactNode = (
    <Modal
      open={pending !== null}
      title={title}
      okText={t('resource.ok')}
      cancelText={t('resource.cancel')}
      okButtonProps={{ danger: action?.danger, loading: busy, 'data-testid': 'confirm-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'confirm-cancel' } as ButtonProps}
      onOk={() => void confirm()}
      onCancel={() => setPending(null)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {action?.confirm?.descriptionKey && i18n.exists(action.confirm.descriptionKey) && (
        <Typography.Paragraph>{t(action.confirm.descriptionKey)}</Typography.Paragraph>
      )}
      {action?.remark && (
        <div className={missing ? 'ant-form-item-has-error' : undefined}>
          <Typography.Text>
            {action.remark === 'required' && <span style={{ color: '#ff4d4f' }}>* </span>}
            {t('resource.remarkLabel')}
          </Typography.Text>
          <Input.TextArea
            data-testid="action-remark"
            aria-label={t('resource.remarkLabel')}
            value={remark}
            status={missing ? 'error' : undefined}
            maxLength={REMARK_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t(
              action.remark === 'required' ? 'resource.remarkRequired' : 'resource.remarkOptional',
            )}
            onChange={(e) => {
              setRemark(e.target.value);
              if (e.target.value.trim() !== '') setMissing(false);
            }}
            style={{ marginTop: 8 }}
          />
          {missing && (
            <Typography.Text type="danger" data-testid="action-remark-error">
              {t('validation.required')}
            </Typography.Text>
          )}
        </div>
      )}
    </Modal>
  );
  return { run, element };
}
