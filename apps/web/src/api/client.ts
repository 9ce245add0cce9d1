import { type CallRef, ErrorCode } from '@procuremart/contract';
import { getCurrentRouteName } from '../app/current-route';
import i18n from '../i18n';
import { ApiError, TransportCode } from './api-error';
import {
  getAuthToken,
  handleLoginExpired,
  handleNotLoggedIn,
  handlePasswordChangeRequired,
  handleUnderReview,
} from './auth-hooks';
import { refreshAfter } from './entity-refresh';
import { interpretResponse } from './interpret-response';
import { httpStatusText, showErrorNotice } from './notices';
import { buildRequestHeaders, nextSignTime } from './request-headers';

export { ApiError, isApiError } from './api-error';

/** SPEC §9: every request gives up after 50 s. */
export const REQUEST_TIMEOUT_MS = 50_000;

export interface ApiOptions {
  /** false: the caller shows the error itself (e.g. under a form field). */
  notify?: boolean;
  /** Abort the previous, still running request of the same call. */
  cancelPrevious?: boolean;
  signal?: AbortSignal;
}

const inFlight = new Map<string, AbortController>();

function describe(error: ApiError, fallbackKey: string, url: string): string {
  if (error.respDesc) return error.respDesc;
  if (fallbackKey.startsWith('http.') && error.httpStatus) return httpStatusText(error.httpStatus, url);
  return i18n.t(fallbackKey);
}

function fail(error: ApiError, fallbackKey: string, url: string, opts: ApiOptions): never {
  const isExpired = error.code === ErrorCode.loginExpired;
  if (isExpired) handleLoginExpired();
  const mustChangePassword = error.code === ErrorCode.passwordChangeRequired;
  if (mustChangePassword) handlePasswordChangeRequired();
  // Under review: the application page it is sent to says why, so background calls raise no notice.
  const underReview = error.code === ErrorCode.underReview;
  if (underReview) handleUnderReview();
  const quiet =
    opts.notify === false ||
    isExpired ||
    mustChangePassword ||
    underReview ||
    error.code === TransportCode.cancelled;
  const shown = describe(error, fallbackKey, url);
  if (!quiet) showErrorNotice(shown);
  throw error.respDesc ? error : new ApiError({ ...error, respDesc: shown });
}

/**
 * Calls one contract call: signed POST of the JSON input, typed output, SPEC §8 error handling. It takes the
 * call's ref (`@procuremart/contract/refs`), never its definition, so no schema rides along to the page.
 */
export async function api<In, Out>(call: CallRef<In, Out>, input: In, opts: ApiOptions = {}): Promise<Out> {
  const token = getAuthToken();
  const needsLogin = !call.audience.includes('public');
  if (needsLogin && !token) {
    // SPEC §5: no auth cookie and not logged in: the request is not sent, the user is sent to log in.
    // Nothing expired here (e.g. a query still mounted right after logout), so no "login expired" modal.
    handleNotLoggedIn();
    throw new ApiError({ code: ErrorCode.loginExpired, respDesc: i18n.t('notice.notLoggedIn') });
  }

  if (opts.cancelPrevious) inFlight.get(call.name)?.abort(TransportCode.cancelled);
  const controller = new AbortController();
  if (opts.cancelPrevious) inFlight.set(call.name, controller);
  const timer = setTimeout(() => controller.abort(TransportCode.timeout), REQUEST_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort(TransportCode.cancelled), { once: true });

  const body = JSON.stringify(input ?? {});
  const headers = buildRequestHeaders({
    body,
    token,
    routeName: getCurrentRouteName(),
    locale: i18n.language,
    now: nextSignTime(Date.now()),
  });

  let status: number;
  let text: string;
  try {
    const response = await fetch(call.path, {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    status = response.status;
    text = await response.text();
  } catch {
    const reason = controller.signal.aborted ? String(controller.signal.reason) : TransportCode.network;
    if (reason === TransportCode.timeout) {
      fail(
        new ApiError({ code: TransportCode.timeout, respDesc: '', httpStatus: 408 }),
        'http.408',
        call.path,
        opts,
      );
    }
    if (reason === TransportCode.cancelled) {
      fail(
        new ApiError({ code: TransportCode.cancelled, respDesc: '' }),
        'notice.cancelled',
        call.path,
        opts,
      );
    }
    fail(new ApiError({ code: TransportCode.network, respDesc: '' }), 'notice.network', call.path, opts);
  } finally {
    clearTimeout(timer);
    if (inFlight.get(call.name) === controller) inFlight.delete(call.name);
  }

  const result = interpretResponse(status, text);
  refreshAfter(call, result.ok ? undefined : result.code);
  if (result.ok) return result.data as Out;
  const { fallbackKey, ...init } = result;
  return fail(new ApiError(init), fallbackKey, call.path, opts);
}
