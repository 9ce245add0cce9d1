import type { BackCategoryOption, FrontCategoryAdmin } from '@procuremart/contract';
import { setFrontCategoryLinks } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, Input, Modal, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import {
  ancestorKeys,
  type BackTreeNode,
  backCategoryTree,
  branchKeys,
  filterTree,
  isLinkable,
} from './back-category-tree';
import { storefrontAdminKeys } from './keys';

/**
 * Picks the back-office leaf categories behind a level-3 front category (many to many): only enabled leaves
 * can be ticked; a disabled one already linked shows so that it can be removed.
 */
export function CategoryLinkEditor({
  node,
  backCategories,
  onClose,
}: {
  /** The front category being linked; null: closed. */
  node: FrontCategoryAdmin | null;
  backCategories: readonly BackCategoryOption[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const english = i18n.language === 'en-US';
  const nameOf = (c: { name: string; nameEn: string }) => (english && c.nameEn ? c.nameEn : c.name);

  useEffect(() => {
    if (!node) return;
    setChecked(node.categoryIds);
    setSearch('');
    setExpanded(ancestorKeys(backCategories, node.categoryIds));
  }, [node, backCategories]);

  const tree = useMemo(() => backCategoryTree(backCategories), [backCategories]);
  const shown = useMemo(() => filterTree(tree, search), [tree, search]);
  const toData = (items: readonly BackTreeNode[]): TreeDataNode[] =>
    items.map(({ key, category, children }) => ({
      key,
      checkable: category.isLeaf,
      disableCheckbox: category.isLeaf && !isLinkable(category) && !checked.includes(key),
      title: (
        <span data-testid={`back-category-${key}`}>
          {nameOf(category)}
          {category.status !== 1 && (
            <Tag style={{ marginInlineStart: 8 }}>{t('frontCategory.links.disabled')}</Tag>
          )}
        </span>
      ),
      children: toData(children),
    }));

  const save = async () => {
    if (!node) return;
    setSaving(true);
    try {
      await api(setFrontCategoryLinks, { frontCategoryId: node.frontCategoryId, categoryIds: checked });
    } catch {
      // The client showed the server's message; the editor stays open with the choice.
      setSaving(false);
      return;
    }
    setSaving(false);
    feedback.message.success(t('frontCategory.success.linked'));
    await queryClient.invalidateQueries({ queryKey: storefrontAdminKeys.frontTree() });
    onClose();
  };

  return (
    <Modal
      open={node !== null}
      title={node ? `${t('frontCategory.links.title')} · ${nameOf(node)}` : ''}
      okText={t('frontCategory.links.save')}
      cancelText={t('frontCategory.links.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'links-save' } as never}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Alert type="info" showIcon title={t('frontCategory.links.hint')} style={{ marginBottom: 12 }} />
      <Input.Search
        allowClear
        placeholder={t('frontCategory.links.search')}
        aria-label={t('frontCategory.links.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Typography.Text type="secondary" data-testid="links-count">
        {t('frontCategory.links.selected', { count: checked.length })}
      </Typography.Text>
      <div style={{ maxHeight: 360, overflow: 'auto', marginTop: 8 }}>
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('frontCategory.links.empty')} />
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={toData(shown)}
            checkedKeys={checked}
            expandedKeys={search.trim() ? branchKeys(shown) : expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onCheck={(_, info) => {
              // Toggled one by one: keys hidden by the search stay as they are.
              const key = String(info.node.key);
              setChecked((now) => (info.checked ? [...now, key] : now.filter((k) => k !== key)));
            }}
          />
        )}
      </div>
    </Modal>
  );
}
