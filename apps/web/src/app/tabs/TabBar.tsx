import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePublishedTitle } from '../layout/menu-title';
import { HOME_PATH, HOME_ROUTE } from '../route-paths';
import { closeAll, closeLeft, closeOthers, closeRight, closeTab, type TabsState } from './tab-model';
import { tabLabel, useTabTitles } from './tab-title';
import { updateTabs, useTabs } from './tabs-store';

type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';
const ACTIONS: TabAction[] = ['close', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll'];

/** The tab strip under the header (SPEC §2): click to switch, close, and the five close actions. */
export function TabBar({ activeName }: { activeName: string }) {
  const { t } = useTranslation();
  const published = usePublishedTitle();
  const navigate = useNavigate();
  const tabs = useTabs();
  const titles = useTabTitles();

  const apply = (next: TabsState) => {
    updateTabs(() => next.tabs);
    if (next.activeName === activeName) return;
    const target = next.tabs.find((tab) => tab.name === next.activeName);
    navigate(target?.fullPath ?? HOME_PATH);
  };

  const run = (action: TabAction, pivot: string) => {
    const state = { tabs, activeName };
    if (action === 'close') apply(closeTab(state, pivot));
    if (action === 'closeLeft') apply(closeLeft(state, pivot));
    if (action === 'closeRight') apply(closeRight(state, pivot));
    if (action === 'closeOthers') apply(closeOthers(state, pivot));
    if (action === 'closeAll') apply(closeAll(state, HOME_ROUTE));
  };

  const actionsMenu = (pivot: string): MenuProps => {
    const index = tabs.findIndex((tab) => tab.name === pivot);
    const closableAt = (i: number) => tabs[i]?.closable === true;
    const disabled: Record<TabAction, boolean> = {
      close: !closableAt(index),
      closeLeft: !tabs.slice(0, index).some((tab) => tab.closable),
      closeRight: !tabs.slice(index + 1).some((tab) => tab.closable),
      closeOthers: !tabs.some((tab, i) => i !== index && tab.closable),
      closeAll: !tabs.some((tab) => tab.closable),
    };
    return {
      items: ACTIONS.map((action) => ({
        key: action,
        disabled: disabled[action],
        label: <span data-testid={`tab-action-${action}`}>{t(`tabs.${action}`)}</span>,
      })),
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        run(key as TabAction, pivot);
      },
    };
  };

  const items = tabs.map((tab) => ({
    key: tab.name,
    closable: tab.closable,
    closeIcon: tab.closable ? (
      <CloseOutlined data-testid={`tab-close-${tab.name}`} aria-label={t('tabs.close')} />
    ) : undefined,
    label: (
      <Dropdown menu={actionsMenu(tab.name)} trigger={['contextMenu']}>
        <span data-testid={`tab-${tab.name}`}>
          {tabLabel(published(tab.name, t(tab.titleKey)), titles[tab.name])}
        </span>
      </Dropdown>
    ),
  }));

  return (
    <div className="pm-tabbar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeName}
        items={items}
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate.name === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') run('close', key);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={actionsMenu(activeName)} trigger={['click']} placement="bottomRight">
              <Button
                size="small"
                type="text"
                data-testid="tab-actions"
                aria-label={t('tabs.actions')}
                icon={<DownOutlined />}
              />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
