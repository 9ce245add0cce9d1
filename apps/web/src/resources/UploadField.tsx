import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  FILE_GROUPS,
  FILE_ROUTES,
  type FileGroup,
  isAttachOnlySpreadsheet,
  MAX_UPLOAD_BYTES,
  PREVIEW_IMAGE_MAX_WIDTH,
  PREVIEW_MODAL_WIDTH,
  PREVIEWABLE_EXTENSIONS,
  SPREADSHEET_EXTENSIONS,
} from '@procuremart/contract';
import { Button, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../api/upload';
import { feedback } from '../app/feedback';

const fileUrl = (fileId: string) => `${FILE_ROUTES.file}?fileId=${encodeURIComponent(fileId)}`;
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();
const ATTACH_ONLY = SPREADSHEET_EXTENSIONS.filter(isAttachOnlySpreadsheet);

export interface UploadFieldProps {
  group: FileGroup;
  /** The stored file's id (what the call takes), or null. Form.Item passes value/onChange. */
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  id?: string;
}

/**
 * One uploaded file as a form value (its id): pictures as a thumbnail card that previews in a modal
 * (SPEC §5: width 600, image at most 552 px), documents as their name (PDF opens in a new tab). The type
 * and size are checked here as the server checks them again.
 */
export function UploadField({ group, value, onChange, id }: UploadFieldProps) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const extensions = FILE_GROUPS[group] as readonly string[];
  const maxBytes = MAX_UPLOAD_BYTES[group];
  const isPicture = group === 'image';
  // An import's file dialog shows the spreadsheets it cannot read too, so picking one says why it is refused.
  const pickable = group === 'spreadsheet' ? [...extensions, ...ATTACH_ONLY] : extensions;

  const fileList: UploadFile[] = value
    ? [
        {
          uid: value,
          name: names[value] ?? t('resource.uploadedFile'),
          status: 'done',
          url: fileUrl(value),
          thumbUrl: isPicture ? fileUrl(value) : undefined,
        },
      ]
    : [];

  const accept = (file: File): boolean => {
    const extension = extensionOf(file.name);
    if (!extensions.includes(extension)) {
      void feedback.message.error(
        group === 'spreadsheet' && isAttachOnlySpreadsheet(extension)
          ? t('file.attachOnly', { type: extension })
          : t('resource.uploadBadType', { types: extensions.join(' ') }),
      );
      return false;
    }
    if (file.size > maxBytes) {
      void feedback.message.error(t('resource.uploadTooLarge', { max: Math.round(maxBytes / 1024 / 1024) }));
      return false;
    }
    return true;
  };

  const send = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile(group, file);
      setNames((known) => ({ ...known, [stored.fileId]: stored.fileName }));
      onChange?.(stored.fileId);
    } catch (error) {
      void feedback.message.error((error as { respDesc?: string }).respDesc || t('resource.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Upload
        id={id}
        data-testid={`upload-${group}`}
        accept={pickable.join(',')}
        listType={isPicture ? 'picture-card' : 'text'}
        maxCount={1}
        fileList={fileList}
        beforeUpload={(file) => {
          if (accept(file)) void send(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => onChange?.(null)}
        onPreview={(file) => {
          if (!file.url) return;
          // SPEC §5: pictures preview in the modal, a PDF in a new tab; other attachments download.
          const extension = extensionOf(file.name);
          if (extension === '.pdf') window.open(file.url, '_blank', 'noopener');
          else if (isPicture || (PREVIEWABLE_EXTENSIONS as readonly string[]).includes(extension))
            setPreview(file.url);
          else window.open(`${file.url}&download=1`, '_blank', 'noopener');
        }}
      >
        {value ? null : isPicture ? (
          <button type="button" style={{ border: 0, background: 'none' }} disabled={uploading}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t(uploading ? 'resource.uploading' : 'resource.upload')}</div>
          </button>
        ) : (
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('resource.upload')}
          </Button>
        )}
      </Upload>
      <Modal
        open={preview !== null}
        width={PREVIEW_MODAL_WIDTH}
        footer={null}
        title={t('resource.preview')}
        onCancel={() => setPreview(null)}
      >
        {preview && (
          <img
            alt=""
            src={preview}
            style={{ display: 'block', margin: '0 auto', maxWidth: PREVIEW_IMAGE_MAX_WIDTH, width: '100%' }}
          />
        )}
      </Modal>
    </>
  );
}
