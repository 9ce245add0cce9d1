import { TranslationOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { changeLocale, useSettings } from '../settings';
import { MenuButton } from '../ui/MenuButton';

/** zh-CN / en-US switch; kept with the account when logged in, in this browser otherwise (app/settings.ts). */
export function LanguageSwitch({ showLabel = true }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSettings();
  return (
    <MenuButton
      label={t('layout.language')}
      testId="lang-switch"
      selectedKey={locale}
      items={LOCALES.map((code) => ({ key: code, label: t(`languages.${code}`), testId: `lang-${code}` }))}
      onSelect={(key) => changeLocale(key as Locale)}
    >
      <TranslationOutlined />
      {showLabel ? <span>{t(`languages.${locale}`)}</span> : null}
    </MenuButton>
  );
}
