import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page or the user's account loads. */
export function PageLoading({ fullScreen = false, tip }: { fullScreen?: boolean; tip?: string }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" description={tip ?? t('common.loading')} />
    </Flex>
  );
}
