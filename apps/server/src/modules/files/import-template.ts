import { Readable } from 'node:stream';
import { ErrorCode, FILE_TASK_TITLES, type Locale } from '@procuremart/contract';
import ExcelJS from 'exceljs';
import type { Actor } from '../../platform/actor';
import { BusinessError, forbiddenError } from '../../platform/errors';
import { fileKinds, mayUseKind } from '../../platform/files/define-file-kinds';
import { taskTitleKey } from './file-task-record';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An empty sheet with the import's headers (a few columns: built in memory). */
export async function importTemplate(actor: Actor, kind: string, locale: Locale) {
  const definition = fileKinds().imports.get(kind);
  if (!definition) throw new BusinessError(ErrorCode.notFound, 'file.unknownKind');
  const permission = definition.templatePermission ?? definition.permission;
  if (!mayUseKind(actor, { audience: definition.audience, permission })) throw forbiddenError();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = definition.columns.map((column) => ({
    header: column.title[locale],
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  // The instructions go on a sheet of their own: the import reads the first sheet only.
  if (definition.instructions?.length) {
    const notes = workbook.addWorksheet(locale === 'zh-CN' ? '填写说明' : 'Instructions');
    notes.columns = [{ width: 120 }];
    for (const line of definition.instructions) notes.addRow([line[locale]]).alignment = { wrapText: true };
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const title = FILE_TASK_TITLES[taskTitleKey('import', kind)][locale].replace(/结果$| result$/, '');
  const name = locale === 'zh-CN' ? `${title}模板.xlsx` : `${title} template.xlsx`;
  return {
    stream: Readable.from(bytes),
    contentType: XLSX,
    fileName: name,
    size: bytes.length,
    disposition: 'attachment' as const,
  };
}
