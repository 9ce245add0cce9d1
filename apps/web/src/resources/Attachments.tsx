import { FileImageOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Empty, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Attachment {
  name: string;
  url: string;
}

/** SPEC §5 previews: a pdf opens in a new tab, an image in a modal (at most 552 px wide), others download. */
export function previewKind(attachment: Attachment): 'pdf' | 'image' | 'download' {
  const path = `${attachment.name} ${attachment.url.split('?')[0]}`.toLowerCase();
  if (/\.pdf(\s|$)/.test(path)) return 'pdf';
  if (/\.(png|jpe?g|gif|webp|bmp|svg)(\s|$)/.test(path)) return 'image';
  return 'download';
}

export const IMAGE_PREVIEW_MAX_WIDTH = 552;

/** A record's stored files (one, a list, or none) as attachments. */
export function attachmentsOf(value: unknown): Attachment[] {
  const files = (Array.isArray(value) ? value : value ? [value] : []) as { fileName: string; url: string }[];
  return files.map((file) => ({ name: file.fileName, url: file.url }));
}

export function Attachments({ items }: { items: readonly Attachment[] }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<Attachment | null>(null);
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.noAttachments')} />;
  }
  return (
    <>
      <List
        size="small"
        data-testid="attachments"
        dataSource={[...items]}
        renderItem={(item) => {
          const kind = previewKind(item);
          const icon =
            kind === 'pdf' ? (
              <FilePdfOutlined />
            ) : kind === 'image' ? (
              <FileImageOutlined />
            ) : (
              <FileOutlined />
            );
          return (
            <List.Item>
              {kind === 'image' ? (
                <Button type="link" icon={icon} style={{ paddingInline: 0 }} onClick={() => setImage(item)}>
                  {item.name}
                </Button>
              ) : (
                <a
                  href={item.url}
                  target={kind === 'pdf' ? '_blank' : undefined}
                  rel="noreferrer"
                  download={kind === 'download' ? item.name : undefined}
                >
                  {icon} {item.name}
                </a>
              )}
            </List.Item>
          );
        }}
      />
      <Modal
        open={image !== null}
        title={image?.name}
        footer={null}
        width={IMAGE_PREVIEW_MAX_WIDTH + 48}
        onCancel={() => setImage(null)}
      >
        {image && (
          <img
            src={image.url}
            alt={image.name}
            style={{ maxWidth: IMAGE_PREVIEW_MAX_WIDTH, width: '100%' }}
          />
        )}
      </Modal>
    </>
  );
}
