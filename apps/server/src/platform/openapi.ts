import { type CallDef, permissionCodes, SIGN_DESCRIPTION, SIGN_HEADERS } from '@procuremart/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Moves a schema's $defs into components.schemas under a unique prefix and points its $refs there. */
function hoistDefinitions(
  schema: JsonSchema,
  prefix: string,
  components: Record<string, unknown>,
): JsonSchema {
  const { $defs, $schema: _ignored, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const rename = (ref: string) => ref.replace('#/$defs/', `#/components/schemas/${prefix}`);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === '$ref' && typeof inner === 'string' ? rename(inner) : rewrite(inner),
        ]),
      );
    }
    return value;
  };
  for (const [name, definition] of Object.entries($defs ?? {}))
    components[`${prefix}${name}`] = rewrite(definition);
  return rewrite(rest) as JsonSchema;
}

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;

const headerParameters = [
  { name: SIGN_HEADERS.token, description: 'Session token from login; empty when none.' },
  { name: SIGN_HEADERS.routeName, description: 'The current route name of the web page.' },
  { name: SIGN_HEADERS.signTime, description: 'Epoch milliseconds of signing.', required: true },
  { name: SIGN_HEADERS.sign, description: 'Request signature, see the description above.', required: true },
  { name: 'accept-language', description: 'zh-CN (default) or en-US: the language of respDesc.' },
].map(({ name, description, required }) => ({
  name,
  in: 'header',
  description,
  required: required ?? false,
  schema: { type: 'string' },
}));

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'respCode', 'respDesc', 'message'],
    properties: {
      code: {
        type: 'string',
        description: "'0' on success; 8888, E400, ESIGN, AE401, E403, E404, E409, E429, EPAY, E500.",
      },
      data: { anyOf: [data, { type: 'null' }] },
      respCode: { type: 'string' },
      respDesc: { type: 'string', description: 'What happened, in the language asked for.' },
      message: { type: 'string' },
    },
  };
}

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
          call.writes ? 'Writes: runs in one transaction.' : '',
        ]
          .filter(Boolean)
          .join(' '),
        'x-audience': call.audience,
        ...(call.permission ? { 'x-permission': permissionCodes(call).join(' | ') } : {}),
        parameters: headerParameters,
        requestBody: { required: true, content: { 'application/json': { schema: input } } },
        responses: {
          '200': {
            description: 'The envelope',
            content: { 'application/json': { schema: envelopeOf(output) } },
          },
        },
      },
    };
  }
  paths['/api/health'] = {
    get: {
      operationId: 'health',
      summary: 'Liveness and the database in use.',
      responses: { '200': { description: '{"status":"ok","database":"pglite"|"postgres"}' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'ProcureMart API',
      version: '0.1.0',
      description: `Every call is a POST of JSON answering the envelope {code, data, respCode, respDesc, message}. ${SIGN_DESCRIPTION}`,
    },
    paths,
    components: { schemas: components },
  };
}
