import multipart from '@fastify/multipart';
import {
  ErrorCode,
  FILE_GROUP_NAMES,
  FILE_GROUPS,
  FILE_ROUTES,
  type FileGroup,
  MAX_UPLOAD_BYTES,
  okEnvelope,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { now } from '../../platform/clock';
import { BusinessError, fieldError, loginExpiredError } from '../../platform/errors';
import { checkFileType, cleanFileName, extensionOf } from '../../platform/files/file-types';
import { tokenHeader, verifySignature } from '../../platform/signature';
import { newStorageKey } from '../../platform/storage';
import { resolveActor } from '../identity';
import { serveFile } from './file-reply';
import { loadVisibleFile, toStoredFile } from './stored-files';
import { storedFiles } from './tables';

const LARGEST_UPLOAD = Math.max(...Object.values(MAX_UPLOAD_BYTES));
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function refusedType(
  reason: 'badType' | 'attachOnly' | 'contentMismatch',
  group: FileGroup,
  fileName: string,
) {
  if (reason === 'attachOnly') return fieldError('file.attachOnly', 'file', { type: extensionOf(fileName) });
  if (reason === 'badType')
    return fieldError('file.badType', 'file', { types: FILE_GROUPS[group].join(' ') });
  return fieldError('file.contentMismatch', 'file');
}

/**
 * Uploads (multipart, one `file` field, `?group=image|document|spreadsheet`): signed like a call whose body
 * is empty, for any logged-in user; checked for size, extension and magic bytes; stored under a random key
 * and recorded as the uploader's until a record takes it. Files are served to who may see their record.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 0 } });

  app.post(FILE_ROUTES.upload, async (request) => {
    const at = now();
    verifySignature(request, at);
    const actor = await resolveActor(app.db, tokenHeader(request), request.ip ?? null, at);
    if (!actor) throw loginExpiredError();
    const group = (request.query as { group?: string }).group as FileGroup;
    if (!FILE_GROUP_NAMES.includes(group)) throw fieldError('validation.invalid', 'group');
    if (!request.isMultipart()) throw fieldError('file.missing', 'file');
    const part = await request.file();
    if (!part) throw fieldError('file.missing', 'file');
    const limit = MAX_UPLOAD_BYTES[group];
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw fieldError('file.tooLarge', 'file', { max: megabytes(limit) });
      }
      throw error;
    }
    if (bytes.length > limit) throw fieldError('file.tooLarge', 'file', { max: megabytes(limit) });
    if (bytes.length === 0) throw fieldError('file.missing', 'file');
    const fileName = cleanFileName(part.filename);
    const checked = checkFileType(group, fileName, bytes);
    if (!checked.ok) throw refusedType(checked.reason, group, fileName);
    const key = newStorageKey('uploads', at);
    await app.storage.put(key, { buffer: bytes }, { contentType: checked.contentType });
    const [row] = await app.db
      .insert(storedFiles)
      .values({
        storageKey: key,
        fileName,
        contentType: checked.contentType,
        fileGroup: group,
        size: bytes.length,
        uploadedBy: actor.userId,
        createdAt: at,
      })
      .returning();
    if (!row) throw new BusinessError(ErrorCode.business, 'file.taskFailed');
    return okEnvelope(toStoredFile(row));
  });

  app.get(FILE_ROUTES.file, (request, reply) =>
    serveFile(request, reply, async (actor) => {
      const { fileId, download } = request.query as { fileId?: string; download?: string };
      const file = await loadVisibleFile(app.db, actor, String(fileId ?? ''));
      // Pictures and PDFs open in the browser (preview); anything else, or ?download=1, downloads.
      const inline =
        download !== '1' && (file.contentType.startsWith('image/') || file.contentType === 'application/pdf');
      return {
        stream: await app.storage.read(file.storageKey),
        contentType: file.contentType,
        fileName: file.fileName,
        size: file.size,
        disposition: inline ? 'inline' : 'attachment',
      };
    }),
  );
}
