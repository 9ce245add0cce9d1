import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A group's 0/1 flag (enabled, home floor) as a coloured tag. */
export function FlagTag({ name, value }: { name: 'enabled' | 'homeFloor'; value: number }) {
  const { t } = useTranslation();
  return <Tag color={value === 1 ? 'green' : 'default'}>{t(`group.${name}.${value === 1 ? 1 : 0}`)}</Tag>;
}
