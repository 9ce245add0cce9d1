import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Tag, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PicturePreview } from './PicturePreview';
import { fileUrl } from './UploadField';
import { useFileUpload } from './use-file-upload';
import './picture-list.css';

export interface PictureListFieldProps {
  /** The pictures' file ids in order, the first the main picture (empty slots are ignored). */
  value?: readonly (string | null)[];
  onChange?: (fileIds: string[]) => void;
  /** At most this many pictures. */
  max: number;
  id?: string;
}

const move = (ids: readonly string[], from: number, to: number): string[] => {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
};

function MoveButton({ earlier = false, onClick }: { earlier?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const label = t(earlier ? 'resource.moveEarlier' : 'resource.moveLater');
  return (
    <Button
      size="small"
      type="text"
      icon={earlier ? <LeftOutlined /> : <RightOutlined />}
      aria-label={label}
      title={label}
      onClick={onClick}
    />
  );
}

/**
 * Several pictures as one form value: each a card that previews in a modal, the first marked as the main
 * picture; a labelled "add pictures" card takes one or several files at once (appended in order), each card
 * moves earlier or later and is removed with its own button.
 */
export function PictureListField({ value = [], onChange, max, id }: PictureListFieldProps) {
  const { t } = useTranslation();
  const ids = value.filter((fileId): fileId is string => !!fileId);
  const [preview, setPreview] = useState<string | null>(null);
  const { extensions, send, uploading } = useFileUpload('image');
  // Files picked together finish one by one: each appends to the latest list, not the one it started from.
  const latest = useRef(ids);
  latest.current = ids;
  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const fileList: UploadFile[] = ids.map((fileId, index) => ({
    uid: fileId,
    name: t('resource.pictureNo', { no: index + 1 }),
    status: 'done',
    url: fileUrl(fileId),
    thumbUrl: fileUrl(fileId),
  }));

  const store = async (file: File) => {
    const stored = await send(file);
    if (stored && latest.current.length < max) change([...latest.current, stored.fileId]);
  };

  return (
    <>
      <Upload
        id={id}
        className="pm-picture-list"
        data-testid="upload-pictures"
        accept={extensions.join(',')}
        listType="picture-card"
        multiple
        fileList={fileList}
        beforeUpload={(file) => {
          void store(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => change(ids.filter((fileId) => fileId !== file.uid))}
        onPreview={(file) => setPreview(file.url ?? null)}
        itemRender={(card, file) => {
          const index = ids.indexOf(file.uid);
          return (
            <div className="pm-picture-item" data-testid={`picture-${index}`}>
              {card}
              <div className="pm-picture-tools">
                {index === 0 ? (
                  <Tag color="blue">{t('resource.mainPicture')}</Tag>
                ) : (
                  <MoveButton earlier onClick={() => change(move(ids, index, index - 1))} />
                )}
                {index < ids.length - 1 && <MoveButton onClick={() => change(move(ids, index, index + 1))} />}
              </div>
            </div>
          );
        }}
      >
        {ids.length < max && (
          <button
            type="button"
            className="pm-picture-add"
            disabled={uploading}
            data-testid="picture-add"
            style={{ border: 0, background: 'none' }}
          >
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>
              {uploading ? t('resource.uploading') : t('resource.addPictures', { count: ids.length, max })}
            </div>
          </button>
        )}
      </Upload>
      <PicturePreview url={preview} onClose={() => setPreview(null)} />
    </>
  );
}
