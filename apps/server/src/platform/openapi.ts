import {
  type CallDef,
  ErrorCode,
  permissionCodes,
  SIGN_DESCRIPTION,
  SIGN_HEADERS,
} from '@procuremart/contract';

import { hoistDefinitions, type JsonSchema, toJson } from './openapi-json-schema';

const AUTH_SCHEME = 'authToken';

const header = (name: string, description: string, required: boolean, pattern?: string) => ({
  name,
  in: 'header',
  description,
  required,
  schema: { type: 'string', ...(pattern ? { pattern } : {}) },
});

/** The signature headers of every call (the token is the `authToken` security scheme, and signed too). */
const headerParameters = [
  header(
    SIGN_HEADERS.routeName,
    'The route name of the page making the call; part of the signed text.',
    false,
  ),
  header(
    SIGN_HEADERS.signTime,
    'Epoch milliseconds of signing; within 5 minutes of the server clock.',
    true,
    '^\\d{1,16}$',
  ),
  header(
    SIGN_HEADERS.sign,
    'Lowercase hex SHA-256 of `body + reverse(body) + pn + sign-time + auth-token` (see the description of the API).',
    true,
    '^[0-9a-f]{64}$',
  ),
  header('accept-language', 'zh-CN (default) or en-US: the language of respDesc.', false),
];

const errorCodes = Object.values(ErrorCode).filter((code) => code !== ErrorCode.ok);

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'respCode', 'respDesc', 'message'],
    properties: {
      code: { type: 'string', description: `'0' on success, else one of ${errorCodes.join(', ')}.` },
      data: { anyOf: [data, { type: 'null' }] },
      respCode: { type: 'string', description: "'0000' on success, else the code." },
      respDesc: { type: 'string', description: 'What happened, in the language asked for.' },
      message: { type: 'string' },
    },
  };
}

const ERROR_ENVELOPE = 'ErrorEnvelope';
/** A refusal's data: the field at fault and the facts the refusal carries, or null. */
const errorEnvelope = envelopeOf({
  type: 'object',
  properties: { field: { type: 'string', description: 'The input field at fault (a dotted path).' } },
  additionalProperties: true,
});

const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
});

/**
 * The HTTP answers besides 200 that a call can get. Refusals the server understood (ESIGN, AE401, E403,
 * E400 of a field, business codes) answer HTTP 200 with the code in the envelope, as the web client expects
 * (SPEC §8); these are the requests it could not read, and failures.
 */
const errorAnswers = {
  '400': errorAnswer('The body is not JSON, or nested too deep (code E400).'),
  '413': errorAnswer('The body is larger than the server accepts (code E400).'),
  '415': errorAnswer(
    'The body is of a media type the server does not read: send application/json (code E400).',
  ),
  '500': errorAnswer('An unexpected failure (code E500); respDesc names a reference for the logs.'),
};

/** Only the calls declared rateLimited count requests (per address, and per username where there is one). */
const rateLimitAnswer = errorAnswer(
  'Too many requests (code E429); retry after the seconds the header names.',
  {
    'retry-after': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  },
);

const OK_DESCRIPTION =
  "The envelope: code '0' with the data, or a refusal with its code and respDesc (data null, or the field at " +
  'fault): ESIGN a missing, wrong, stale or replayed signature, AE401 no valid session, E403 outside the ' +
  "call's audience or permission, E400 invalid input, 8888/E404/E409/EPAY business refusals.";

/** Calls anyone may make take a session token when there is one; the others need it. */
const securityOf = (call: CallDef) =>
  call.audience.includes('public') ? [{}, { [AUTH_SCHEME]: [] }] : [{ [AUTH_SCHEME]: [] }];

/** The OpenAPI 3.1 document of every call in the registry. */
export function buildOpenApi(calls: readonly CallDef[]): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    const input = hoistDefinitions(toJson(call.input, 'input'), `${call.name}_in_`, components);
    const output = hoistDefinitions(toJson(call.output, 'output'), `${call.name}_out_`, components);
    paths[call.path] = {
      post: {
        operationId: call.name,
        summary: call.summary,
        tags: [call.name.split('_')[0]],
        description: [
          `Audience: ${call.audience.join(', ')}.`,
          permissionCodes(call).length > 0
            ? `Needs the permission ${permissionCodes(call)
                .map((c) => `\`${c}\``)
                .join(' or ')} (E403 without it).`
            : '',
          call.writes ? 'Writes: runs in one transaction; a sign is accepted once (a replay is ESIGN).' : '',
        ]
          .filter(Boolean)
          .join(' '),
        'x-audience': call.audience,
        ...(call.permission ? { 'x-permission': permissionCodes(call).join(' | ') } : {}),
        security: securityOf(call),
        parameters: headerParameters,
        requestBody: { required: true, content: { 'application/json': { schema: input } } },
        responses: {
          '200': {
            description: OK_DESCRIPTION,
            content: { 'application/json': { schema: envelopeOf(output) } },
          },
          ...errorAnswers,
          ...(call.rateLimited ? { '429': rateLimitAnswer } : {}),
        },
      },
    };
  }
  paths['/api/health'] = {
    get: {
      operationId: 'health',
      summary: 'Liveness and the database in use.',
      security: [],
      responses: {
        '200': { description: '{"status":"ok","database":"pglite"|"postgres"}' },
        '500': errorAnswers['500'],
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'ProcureMart API',
      version: '0.1.0',
      description: `Every call is a POST of JSON answering the envelope {code, data, respCode, respDesc, message}. ${SIGN_DESCRIPTION}`,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    paths,
    components: {
      schemas: { ...components, [ERROR_ENVELOPE]: errorEnvelope },
      securitySchemes: {
        [AUTH_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: SIGN_HEADERS.token,
          description: 'The session token umc_login answers (data.token); it is part of the signed text.',
        },
      },
    },
  };
}
