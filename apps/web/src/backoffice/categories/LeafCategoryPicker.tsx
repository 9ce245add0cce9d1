import { queryCategoryTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { type CategoryNode, nestCategories } from './category-tree';
import { categoryKeys } from './keys';

interface PickerNode {
  value: string;
  title: string;
  selectable: boolean;
  children?: PickerNode[];
}

const toPickerNodes = (nodes: CategoryNode[]): PickerNode[] =>
  nodes.map((node) => ({
    value: node.categoryId,
    title: `${node.name}（${node.code}）`,
    selectable: node.isLeaf,
    children: node.children ? toPickerNodes(node.children) : undefined,
  }));

/** Picks a last-level category from the back-office tree (disabled ones too: their attributes stay editable). */
export function LeafCategoryPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (categoryId: string) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => api(queryCategoryTree, {}) });
  const treeData = useMemo(() => toPickerNodes(nestCategories(query.data?.categories ?? [])), [query.data]);
  return (
    <TreeSelect
      showSearch
      treeNodeFilterProp="title"
      style={{ width: 360, maxWidth: '100%' }}
      value={value}
      loading={query.isLoading}
      treeData={treeData}
      placeholder={t('attribute.pickCategory')}
      aria-label={t('attribute.pickCategory')}
      onChange={(next: string) => onChange(next)}
      data-testid="leaf-category-picker"
    />
  );
}
