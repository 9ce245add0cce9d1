import { queryRegistrationCategories } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { FieldControlProps } from '../../resources/types';

/** The leaf categories a supplier sells (several), searchable by their branch's names. */
export function CategoryPicker({ id, value, onChange }: FieldControlProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  const { data, isLoading } = useQuery({
    queryKey: ['orgAudit', 'registrationCategories'],
    queryFn: () => api(queryRegistrationCategories, {}),
  });
  return (
    <Select
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={onChange}
      loading={isLoading}
      optionFilterProp="label"
      placeholder={t('orgAudit.apply.categoriesHint')}
      options={(data ?? []).map((c) => ({ value: c.categoryId, label: english ? c.pathEn : c.path }))}
    />
  );
}
