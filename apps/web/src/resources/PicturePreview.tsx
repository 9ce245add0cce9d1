import { PREVIEW_IMAGE_MAX_WIDTH, PREVIEW_MODAL_WIDTH } from '@procuremart/contract';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** An uploaded picture in a modal (SPEC §5: width 600, image at most 552 px); closed while `url` is null. */
export function PicturePreview({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={url !== null}
      width={PREVIEW_MODAL_WIDTH}
      footer={null}
      title={t('resource.preview')}
      onCancel={onClose}
    >
      {url && (
        <img
          alt=""
          src={url}
          style={{ display: 'block', margin: '0 auto', maxWidth: PREVIEW_IMAGE_MAX_WIDTH, width: '100%' }}
        />
      )}
    </Modal>
  );
}
