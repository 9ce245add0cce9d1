// What may go into a log line. Failed SQL statements carry their parameters (password hashes, mobiles,
// e-mails) in the error message and the error object; database errors carry row values in `detail`. Logs
// keep what helps to find the fault (type, code, message without parameters, SQL text, constraint, stack
// frames) and drop the values.

/** Key names whose values never reach a log line, at any of the first levels of a logged object. */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'auth-token',
  'authorization',
  'cookie',
  'set-cookie',
  'mobile',
  'email',
  'idCard',
  'idNumber',
  'id_card',
  'params',
  'parameters',
];

const keyPath = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

/** pino `redact` paths: each secret key at the top and under one to three levels of wildcards. */
export const REDACT_PATHS: string[] = SECRET_KEYS.flatMap((key) => {
  const suffix = keyPath(key);
  const top = suffix.startsWith('.') ? suffix.slice(1) : suffix;
  return [top, `*${suffix}`, `*.*${suffix}`, `*.*.*${suffix}`];
});

const PARAMS_LINE = /\n\s*params:[\s\S]*$/;
const MAX_DEPTH = 4;

export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggableError;
}

/** An error reduced to what a log may show: never the statement parameters or the row values. */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const e = error as Error & Record<string, unknown>;
  const message = e.message.replace(PARAMS_LINE, '');
  const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: e.name,
    message,
    code: text('code'),
    query: text('query'),
    constraint: text('constraint'),
    table: text('table'),
    column: text('column'),
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
    cause: e.cause !== undefined && depth < MAX_DEPTH ? loggableError(e.cause, depth + 1) : undefined,
  };
}
