import { FILE_GROUPS, type FileGroup, MAX_UPLOAD_BYTES, type StoredFile } from '@procuremart/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../api/upload';
import { feedback } from '../app/feedback';

export const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/**
 * Uploads files of one SPEC §5 group: the type and size are checked here as the server checks them again, a
 * refusal is said in a message. `send` resolves with the stored file, or null when it was refused.
 */
export function useFileUpload(group: FileGroup) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(0);
  const extensions = FILE_GROUPS[group] as readonly string[];
  const maxBytes = MAX_UPLOAD_BYTES[group];

  const accept = (file: File): boolean => {
    if (!extensions.includes(extensionOf(file.name))) {
      void feedback.message.error(t('resource.uploadBadType', { types: extensions.join(' ') }));
      return false;
    }
    if (file.size > maxBytes) {
      void feedback.message.error(t('resource.uploadTooLarge', { max: Math.round(maxBytes / 1024 / 1024) }));
      return false;
    }
    return true;
  };

  const send = async (file: File): Promise<StoredFile | null> => {
    if (!accept(file)) return null;
    setUploading((n) => n + 1);
    try {
      return await uploadFile(group, file);
    } catch (error) {
      void feedback.message.error((error as { respDesc?: string }).respDesc || t('resource.uploadFailed'));
      return null;
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return { extensions, send, uploading: uploading > 0 };
}
