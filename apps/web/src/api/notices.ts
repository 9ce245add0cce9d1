import { feedback } from '../app/feedback';
import i18n from '../i18n';

/** SPEC §8/§9: error notices appear after 300 ms and stay 3 s, titled 提示 / Notice. */
export const NOTICE_DELAY_MS = 300;
export const NOTICE_DURATION_S = 3;

/** HTTP statuses with their own text (SPEC §8); others use the generic connection text. */
export const KNOWN_HTTP_STATUSES = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505];

export function httpStatusText(status: number, url: string): string {
  const key = KNOWN_HTTP_STATUSES.includes(status) ? `http.${status}` : 'http.other';
  return i18n.t(key, { url, status });
}

export function showErrorNotice(description: string): void {
  console.error('[api]', description);
  setTimeout(() => {
    feedback.notification.open({
      type: 'error',
      title: i18n.t('notice.title'),
      description,
      duration: NOTICE_DURATION_S,
    });
  }, NOTICE_DELAY_MS);
}
