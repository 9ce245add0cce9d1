import { AppstoreOutlined } from '@ant-design/icons';
import type { CategoryNode } from '@procuremart/contract';
import { Button, Drawer, Empty, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { listHref } from '../list/list-query';
import { useCategoryTree } from './use-category-tree';

type MenuItem = Required<MenuProps>['items'][number];

/** Phones: the category navigation is a button that opens the three levels as a drawer menu. */
export function CategoryDrawer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useLocalName();
  const tree = useCategoryTree();
  const [open, setOpen] = useState(false);

  const toItem = (node: CategoryNode): MenuItem => {
    const label = nameOf(node.name, node.nameEn);
    if (node.children.length === 0) return { key: node.categoryId, label };
    return {
      key: `group-${node.categoryId}`,
      label,
      children: [
        { key: node.categoryId, label: t('mall.category.allOf', { name: label }) },
        ...node.children.map(toItem),
      ],
    };
  };

  return (
    <>
      <Button
        icon={<AppstoreOutlined />}
        onClick={() => setOpen(true)}
        data-testid="category-drawer-button"
        aria-label={t('mall.category.all')}
      >
        {t('mall.category.short')}
      </Button>
      <Drawer
        placement="left"
        size={300}
        open={open}
        onClose={() => setOpen(false)}
        title={t('mall.category.all')}
        styles={{ body: { padding: 0 } }}
        data-testid="category-drawer"
      >
        {tree.data?.length ? (
          <Menu
            mode="inline"
            items={tree.data.map(toItem)}
            onClick={({ key }) => {
              setOpen(false);
              navigate(listHref({ fc: key }));
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mall.category.none')} />
        )}
      </Drawer>
    </>
  );
}
