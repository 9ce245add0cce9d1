import { TranslationOutlined } from '@ant-design/icons';
import { LOCALES } from '@procuremart/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, useSettings } from '../settings';

/** zh-CN / en-US switch; kept with the account when logged in, in this browser otherwise (app/settings.ts). */
export function LanguageSwitch({
  showLabel = true,
  light = false,
}: {
  showLabel?: boolean;
  light?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((code) => ({
          key: code,
          label: <span data-testid={`lang-${code}`}>{t(`languages.${code}`)}</span>,
        })),
        onClick: ({ key }) => changeLocale(key as (typeof LOCALES)[number]),
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        data-testid="lang-switch"
        aria-label={t('layout.language')}
        className={light ? 'pm-light-text' : undefined}
      >
        {showLabel ? t(`languages.${locale}`) : null}
      </Button>
    </Dropdown>
  );
}
