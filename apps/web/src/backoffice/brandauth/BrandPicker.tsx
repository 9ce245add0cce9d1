import { queryBrandChoices } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { FieldControlProps } from '../../resources/types';
import { brandAuthKeys } from './keys';

const SEARCH_DEBOUNCE_MS = 300;

/** The enabled platform brands to apply for, searched by name as the user types. */
export function BrandPicker({ id, value, onChange, placeholder }: FieldControlProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery({
    queryKey: brandAuthKeys.choices(keyword),
    queryFn: () => api(queryBrandChoices, keyword ? { keyword } : {}),
  });
  return (
    <Select
      id={id}
      data-testid="brand-auth-brand"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      loading={choices.isFetching}
      notFoundContent={t('brandAuth.noBrand')}
      options={choices.data?.map((b) => ({ value: b.brandId, label: b.brandName }))}
    />
  );
}
