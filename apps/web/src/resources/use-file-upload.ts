import {
  FILE_GROUPS,
  type FileGroup,
  isAttachOnlySpreadsheet,
  MAX_UPLOAD_BYTES,
  SPREADSHEET_EXTENSIONS,
  type StoredFile,
} from '@procuremart/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../api/upload';
import { feedback } from '../app/feedback';

export const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();
const ATTACH_ONLY = SPREADSHEET_EXTENSIONS.filter(isAttachOnlySpreadsheet);

/**
 * Uploads files of one SPEC §5 group: the type and size are checked here as the server checks them again, a
 * refusal is said in a message. `send` resolves with the stored file, or null when it was refused.
 */
export function useFileUpload(group: FileGroup) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(0);
  const extensions = FILE_GROUPS[group] as readonly string[];
  const maxBytes = MAX_UPLOAD_BYTES[group];
  // An import's file dialog shows the spreadsheets it cannot read too, so picking one says why it is refused.
  const pickable = group === 'spreadsheet' ? [...extensions, ...ATTACH_ONLY] : extensions;

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

  return { extensions, pickable, send, uploading: uploading > 0 };
}
