import { HomeOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { pageLink } from '@procuremart/contract';
import { Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '../feedback';
import { HOME_PATH, LOGIN_PATH } from '../route-paths';
import { useSession } from '../session';

/** The user's dropdown: my home, settings (account info) and log out with the SPEC §2 confirmation. */
export function UserMenu({ showName }: { showName: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, logout } = useSession();

  const confirmLogout = () =>
    feedback.modal.confirm({
      title: t('layout.logoutTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        navigate(LOGIN_PATH, { replace: true });
        void feedback.message.success(t('layout.logoutDone'));
      },
    });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'home',
            icon: <HomeOutlined />,
            label: <span data-testid="user-menu-home">{t('layout.myHome')}</span>,
          },
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: <span data-testid="user-menu-settings">{t('layout.settings')}</span>,
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            danger: true,
            label: <span data-testid="user-menu-logout">{t('layout.logout')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'home') navigate(HOME_PATH);
          if (key === 'settings') navigate(pageLink('accountInfo'));
          if (key === 'logout') confirmLogout();
        },
      }}
    >
      <Space className="pm-user" data-testid="user-menu" role="button" tabIndex={0}>
        <Avatar size="small" icon={<UserOutlined />} className="pm-avatar" />
        {showName && <span className="pm-user-name">{userInfo?.userName ?? userInfo?.username}</span>}
      </Space>
    </Dropdown>
  );
}
