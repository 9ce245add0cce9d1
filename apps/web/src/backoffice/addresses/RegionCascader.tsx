import type { RegionNode } from '@procuremart/contract';
import { queryRegionTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { FieldControlProps } from '../../resources/types';
import { addressKeys } from './keys';

interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}
const toOptions = (nodes: RegionNode[]): RegionOption[] =>
  nodes.map((node) => ({
    value: node.code,
    label: node.name,
    children: node.children ? toOptions(node.children) : undefined,
  }));

/** The region tree, read once and kept for the session (it changes with a new release only). */
export function useRegionOptions() {
  return useQuery({
    queryKey: addressKeys.regions(),
    queryFn: async () => toOptions(await api(queryRegionTree, {})),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Province / city / district picker; its value is the picked codes, as the address calls take them. */
export function RegionCascader({ id, value, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  return (
    <Cascader
      id={id}
      value={value}
      onChange={(codes) => onChange?.(codes)}
      options={regions.data}
      loading={regions.isLoading}
      status={regions.isError ? 'error' : undefined}
      notFoundContent={regions.isError ? t('addrBook.regionLoadFailed') : undefined}
      placeholder={t('addrBook.regionPlaceholder')}
      showSearch
      allowClear
      style={{ width: '100%' }}
      data-testid="region-cascader"
    />
  );
}
