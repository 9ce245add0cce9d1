import { MAX_AUTH_LETTERS } from '@procuremart/contract';
import { Space } from 'antd';
import type { FieldControlProps } from '../../resources/types';
import { UploadField } from '../../resources/UploadField';

/** The authorisation letter: up to five uploads (.pdf .png .jpg .jpeg), one slot free to add another. */
export function LettersField({ id, value, onChange }: FieldControlProps) {
  const fileIds: string[] = Array.isArray(value) ? value : [];
  const slots: (string | null)[] = fileIds.length < MAX_AUTH_LETTERS ? [...fileIds, null] : fileIds;
  const change = (index: number, next: string | null) => {
    const copy = [...fileIds];
    if (next === null) copy.splice(index, 1);
    else copy[index] = next;
    onChange?.(copy);
  };
  return (
    <Space id={id} orientation="vertical" style={{ width: '100%' }}>
      {slots.map((fileId, index) => (
        // By position: a slot keeps its uploaded file's name when the upload completes.
        // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, not records
        <UploadField key={index} group="document" value={fileId} onChange={(next) => change(index, next)} />
      ))}
    </Space>
  );
}
