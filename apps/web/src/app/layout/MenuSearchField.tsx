import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Space } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchMenu } from './menu-model';
import { menuTitle } from './menu-title';
import { pathOfMenuCode } from './SideMenu';
import { useVisibleMenus } from './use-visible-menus';

/**
 * The open menu search: suggestions over the visible menu pages (Enter opens the only match), and a cancel that
 * clears and closes it.
 */
export function MenuSearchField({ compact, onClose }: { compact: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useVisibleMenus();
  const [text, setText] = useState('');
  // Enter on a highlighted suggestion reaches both the suggestion list and the field: open the page once.
  const opened = useRef(false);

  const cancel = () => {
    setText('');
    onClose();
  };

  const options = searchMenu(menus, text).map((node) => ({
    value: node.menuCode,
    label: menuTitle(t, node),
  }));
  const open = (code: string) => {
    if (opened.current) return;
    opened.current = true;
    navigate(pathOfMenuCode(code));
    cancel();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') cancel();
    else if (e.key === 'Enter' && options.length === 1) open(options[0].value);
  };
  return (
    <Space.Compact className={compact ? 'pm-search pm-search-compact' : 'pm-search'}>
      <AutoComplete
        autoFocus
        value={text}
        options={options}
        onChange={setText}
        onSelect={open}
        notFoundContent={text.trim() ? t('layout.searchEmpty') : null}
        style={compact ? undefined : { width: 220 }}
      >
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('layout.searchPlaceholder')}
          data-testid="menu-search-input"
          onKeyDown={onKeyDown}
        />
      </AutoComplete>
      <Button onClick={cancel} data-testid="menu-search-cancel">
        {t('layout.searchCancel')}
      </Button>
    </Space.Compact>
  );
}
