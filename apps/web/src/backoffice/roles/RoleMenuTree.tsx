import type { RoleMenu } from '@procuremart/contract';
import { Empty, Tag, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../i18n/local-name';
import { type MenuTreeNode, menuTree } from './menu-tree';

/**
 * A role's menus as a checkable tree (half-checked parents); read only on the resource page. `onChange` gets the
 * ticked leaves.
 */
export function RoleMenuTree({
  menus,
  checked,
  onChange,
  readOnly = false,
}: {
  menus: readonly RoleMenu[];
  /** The ticked leaves; the role's own grants when left out. */
  checked?: readonly string[];
  onChange?: (leaves: string[]) => void;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const tree = useMemo(
    () =>
      menuTree(
        menus,
        (menu) => localName(i18n.language, menu.menuName, menu.menuNameEn),
        t('role.menus.view'),
      ),
    [menus, i18n.language, t],
  );
  if (menus.length === 0) return <Empty description={t('role.menus.empty')} />;
  const title = (node: MenuTreeNode) => (
    <span data-testid={`role-menu-${node.key}`}>
      {node.title}
      {node.kind === 'access' ? <Tag style={{ marginInlineStart: 8 }}>{t('role.menus.access')}</Tag> : null}
    </span>
  );
  return (
    <Tree<MenuTreeNode>
      checkable
      selectable={false}
      disabled={readOnly}
      defaultExpandAll
      treeData={tree.nodes}
      titleRender={title}
      checkedKeys={[...(checked ?? tree.checked)]}
      onCheck={(keys) => onChange?.((Array.isArray(keys) ? keys : keys.checked).map(String))}
    />
  );
}

/** The leaves a role's tree starts with ticked. */
export const initialLeaves = (menus: readonly RoleMenu[]) => menuTree(menus, () => '', '').checked;
