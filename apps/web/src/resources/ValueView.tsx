import type { Locale } from '@procuremart/contract';
import { Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../dictionaries/DictTag';
import { UnitName } from '../dictionaries/unit-name';
import { localName } from '../i18n/local-name';
import { Attachments, attachmentsOf } from './Attachments';
import { EMPTY_CELL, formatAmount, formatDateTime, formatText } from './formatters';
import type { Row, StatusMap, ValueView } from './types';

export function StatusTag({ value, statusMap }: { value: unknown; statusMap: StatusMap }) {
  const { t } = useTranslation();
  const style = statusMap[String(value)];
  if (!style) return <Tag>{formatText(value)}</Tag>;
  return <Tag color={style.color}>{t(style.labelKey)}</Tag>;
}

function EllipsisText({ text }: { text: string }) {
  if (text === EMPTY_CELL) return <>{text}</>;
  return (
    <Tooltip title={text} placement="topLeft">
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {text}
      </Typography.Text>
    </Tooltip>
  );
}

/** One value of a row as a cell or description shows it. */
export function ValueOf<R extends Row>({
  view,
  value,
  row,
}: {
  view?: ValueView<R>;
  value: unknown;
  row: R;
}): ReactNode {
  const { t, i18n } = useTranslation();
  switch (view?.kind) {
    case 'status':
      return <StatusTag value={value} statusMap={view.statusMap} />;
    case 'dict':
      return <DictTag code={view.code} value={value} colors={view.colors} />;
    case 'amount':
      return formatAmount(value as string | number | null);
    case 'datetime':
      return formatDateTime(value as string | null);
    case 'localName': {
      const english = (row as Record<string, unknown>)[view.enField];
      return formatText(
        typeof value === 'string'
          ? localName(i18n.language, value, typeof english === 'string' ? english : null)
          : value,
      );
    }
    case 'flag':
      return typeof value === 'boolean' ? t(value ? 'common.yes' : 'common.no') : formatText(value);
    case 'labels':
      return view.labels[String(value)]?.[i18n.language as Locale] ?? formatText(value);
    case 'unit':
      return typeof value === 'string' && value !== '' ? <UnitName unit={value} /> : formatText(value);
    case 'files':
      return <Attachments items={attachmentsOf(value)} />;
    case 'custom':
      return view.render(row);
    default: {
      const labelKey = view?.labelKeyOf?.(value);
      const text = view?.textOf?.(value) ?? (labelKey ? t(labelKey) : formatText(value));
      return view?.ellipsis ? <EllipsisText text={text} /> : text;
    }
  }
}
