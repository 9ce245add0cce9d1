import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchMenu } from './menu-model';
import { menuTitle } from './menu-title';
import { pathOfMenuCode } from './SideMenu';
import { useVisibleMenus } from './use-visible-menus';

/** The open menu search: suggestions over the visible menu pages, and a cancel that clears and closes it. */
export function MenuSearchField({ compact, onClose }: { compact: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useVisibleMenus();
  const [text, setText] = useState('');

  const cancel = () => {
    setText('');
    onClose();
  };

  const options = searchMenu(menus, text).map((node) => ({
    value: node.menuCode,
    label: menuTitle(t, node),
  }));
  return (
    <Space.Compact className={compact ? 'pm-search pm-search-compact' : 'pm-search'}>
      <AutoComplete
        autoFocus
        value={text}
        options={options}
        onChange={setText}
        onSelect={(code: string) => {
          navigate(pathOfMenuCode(code));
          cancel();
        }}
        notFoundContent={text.trim() ? t('layout.searchEmpty') : null}
        style={compact ? undefined : { width: 220 }}
      >
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('layout.searchPlaceholder')}
          data-testid="menu-search-input"
          onKeyDown={(e) => e.key === 'Escape' && cancel()}
        />
      </AutoComplete>
      <Button onClick={cancel} data-testid="menu-search-cancel">
        {t('layout.searchCancel')}
      </Button>
    </Space.Compact>
  );
}
