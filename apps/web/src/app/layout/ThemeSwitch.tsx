import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeTheme, useSettings } from '../settings';
import { THEME_NAMES, type ThemeName, themePrimary } from '../theme';

/** Theme colours of SPEC §2; kept with the account when logged in, in this browser otherwise (app/settings.ts). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [theme],
        items: THEME_NAMES.map((name) => ({
          key: name,
          label: (
            <span data-testid={`theme-${name}`} className="pm-theme-option">
              <span className="pm-theme-swatch" style={{ background: themePrimary[name] }} />
              {t(`themes.${name}`)}
            </span>
          ),
        })),
        onClick: ({ key }) => changeTheme(key as ThemeName),
      }}
    >
      <Button
        type="text"
        icon={<BgColorsOutlined />}
        data-testid="theme-switch"
        aria-label={t('layout.theme')}
      />
    </Dropdown>
  );
}
