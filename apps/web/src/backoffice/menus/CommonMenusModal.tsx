import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { type CommonMenu, MAX_COMMON_MENUS, type MenuNode } from '@procuremart/contract';
import { saveCommonMenus } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { menuTitle } from '../../app/layout/menu-title';
import { workbenchKeys } from './keys';

interface Props {
  open: boolean;
  onClose: () => void;
  /** What the user pinned now. */
  chosen: readonly CommonMenu[];
  /** The pages of the user's own menu: the only ones it may pin. */
  pages: readonly MenuNode[];
}

const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** Picks the common menus from the user's own pages and puts them in order. */
export function CommonMenusModal({ open, onClose, chosen, pages }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setCodes(chosen.map((menu) => menu.menuCode));
  }, [open, chosen]);
  const byCode = new Map(pages.map((page) => [page.menuCode, page]));
  const save = async () => {
    setSaving(true);
    try {
      await api(saveCommonMenus, { menuCodes: codes });
      feedback.message.success(t('workbench.saved'));
      await queryClient.invalidateQueries({ queryKey: workbenchKeys.all });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('workbench.settingsTitle')}
      onCancel={onClose}
      onOk={save}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('workbench.settingsHint', { max: MAX_COMMON_MENUS })}
        </Typography.Text>
        <Select
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('workbench.pick')}
          value={null}
          disabled={codes.length >= MAX_COMMON_MENUS}
          data-testid="common-menu-pick"
          onChange={(code: string) => setCodes((now) => [...now, code])}
          options={pages
            .filter((page) => !codes.includes(page.menuCode))
            .map((page) => ({ value: page.menuCode, label: menuTitle(t, page) }))}
        />
        <Typography.Text strong>{t('workbench.chosen')}</Typography.Text>
        <Flex vertical gap={4} data-testid="common-menu-chosen">
          {codes.map((code, index) => {
            const page = byCode.get(code);
            return (
              <Flex
                key={code}
                align="center"
                justify="space-between"
                data-testid={`common-menu-chosen-${code}`}
              >
                <Typography.Text>{page ? menuTitle(t, page) : code}</Typography.Text>
                <Space size={0}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('workbench.moveUp')}
                    disabled={index === 0}
                    onClick={() => setCodes((now) => moved(now, index, index - 1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('workbench.moveDown')}
                    disabled={index === codes.length - 1}
                    onClick={() => setCodes((now) => moved(now, index, index + 1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('workbench.remove')}
                    onClick={() => setCodes((now) => now.filter((c) => c !== code))}
                  />
                </Space>
              </Flex>
            );
          })}
        </Flex>
      </Space>
    </Modal>
  );
}
