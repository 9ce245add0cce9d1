import { ErrorCode, isSuccess } from '@procuremart/contract';

export interface FieldMessage {
  field: string;
  message: string;
}

export type Interpreted =
  | { ok: true; data: unknown }
  | {
      ok: false;
      code: string;
      respDesc: string;
      field?: string;
      /** Every field the server named (E400 lists them all), for forms to show under each. */
      errors?: FieldMessage[];
      /** Facts of a refusal a page may act on (e.g. the login's attemptsLeft, captchaRequired). */
      facts?: Record<string, unknown>;
      httpStatus?: number;
      /** i18n key of the text shown when the server gave no description (SPEC §8). */
      fallbackKey: string;
    };

interface LooseEnvelope {
  code?: unknown;
  data?: unknown;
  respCode?: unknown;
  respDesc?: unknown;
  message?: unknown;
}

function parseJson(text: string): LooseEnvelope | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as LooseEnvelope) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function fieldOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

function errorsOf(data: unknown): FieldMessage[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  const listed = errors.filter(
    (e): e is FieldMessage => typeof e?.field === 'string' && typeof e?.message === 'string',
  );
  return listed.length > 0 ? listed.map(({ field, message }) => ({ field, message })) : undefined;
}

/** Turns an HTTP answer into data or an error descriptor, following the success rules of SPEC §8. */
export function interpretResponse(httpStatus: number, bodyText: string): Interpreted {
  const body = parseJson(bodyText);
  const hasEnvelope = body !== null && body.code !== undefined;

  if (httpStatus < 200 || httpStatus >= 300) {
    if (hasEnvelope) {
      return {
        ok: false,
        code: String(body.code),
        respDesc: text(body.respDesc) || text(body.message),
        field: fieldOf(body.data),
        errors: errorsOf(body.data),
        httpStatus,
        fallbackKey: `http.${httpStatus}`,
      };
    }
    return { ok: false, code: 'HTTP', respDesc: '', httpStatus, fallbackKey: `http.${httpStatus}` };
  }
  if (!hasEnvelope) {
    return {
      ok: false,
      code: ErrorCode.internal,
      respDesc: '',
      httpStatus,
      fallbackKey: 'notice.systemBusy',
    };
  }

  const envelope = { code: String(body.code), respCode: body.respCode as string };
  const data = body.data as { respCode?: unknown; respDesc?: unknown } | null | undefined;
  // A payload may carry its own respCode: anything but '0000' there is a business failure.
  if (
    isSuccess(envelope) &&
    data &&
    typeof data === 'object' &&
    data.respCode !== undefined &&
    String(data.respCode) !== '0000'
  ) {
    return {
      ok: false,
      code: String(data.respCode),
      respDesc: text(data.respDesc),
      httpStatus,
      fallbackKey: 'notice.businessBusy',
    };
  }
  if (isSuccess(envelope)) return { ok: true, data: body.data };
  return {
    ok: false,
    code: envelope.code,
    respDesc: text(body.respDesc) || text(body.message),
    field: fieldOf(body.data),
    errors: errorsOf(body.data),
    facts: (body.data ?? undefined) as Record<string, unknown> | undefined,
    httpStatus,
    fallbackKey: 'notice.systemBusy',
  };
}
