import { FILE_ROUTES, type FileGroup, type StoredFile } from '@procuremart/contract';
import { getCurrentRouteName } from '../app/current-route';
import i18n from '../i18n';
import { ApiError } from './api-error';
import { getAuthToken, handleLoginExpired } from './auth-hooks';
import { interpretResponse } from './interpret-response';
import { buildRequestHeaders, nextSignTime } from './request-headers';

/**
 * Uploads one file to the file service (multipart): signed like a call over an empty body. Answers the stored
 * file; a refusal (type, size, content) rejects with the server's message.
 */
export async function uploadFile(group: FileGroup, file: File): Promise<StoredFile> {
  const { 'content-type': _json, ...headers } = buildRequestHeaders({
    body: '',
    token: getAuthToken(),
    routeName: getCurrentRouteName(),
    locale: i18n.language,
    now: nextSignTime(Date.now()),
  });
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${FILE_ROUTES.upload}?group=${group}`, {
    method: 'POST',
    headers,
    body: form,
    credentials: 'same-origin',
  });
  const result = interpretResponse(response.status, await response.text());
  if (result.ok) return result.data as StoredFile;
  const { fallbackKey, ...init } = result;
  const error = new ApiError({ ...init, respDesc: init.respDesc || i18n.t(fallbackKey) });
  if (error.code === 'AE401') handleLoginExpired();
  throw error;
}
