import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_ROUTES, type FileGroup, PREVIEWABLE_EXTENSIONS } from '@procuremart/contract';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PicturePreview } from './PicturePreview';
import { extensionOf, useFileUpload } from './use-file-upload';

export const fileUrl = (fileId: string) => `${FILE_ROUTES.file}?fileId=${encodeURIComponent(fileId)}`;

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
  const [preview, setPreview] = useState<string | null>(null);
  const { pickable, send, uploading } = useFileUpload(group);
  const isPicture = group === 'image';

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

  const store = async (file: File) => {
    const stored = await send(file);
    if (!stored) return;
    setNames((known) => ({ ...known, [stored.fileId]: stored.fileName }));
    onChange?.(stored.fileId);
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
          void store(file);
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
      <PicturePreview url={preview} onClose={() => setPreview(null)} />
    </>
  );
}
