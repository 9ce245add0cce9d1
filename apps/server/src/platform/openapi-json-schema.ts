// The zod → JSON Schema conversion of the OpenAPI document (openapi.ts): each call's input and output schema,
// with its definitions moved into components.schemas.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Moves a schema's $defs into components.schemas under a unique prefix and points its $refs there. */
export function hoistDefinitions(
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

/**
 * zod writes a record with enum keys (`z.record(z.enum([...]), value)`, e.g. the `tabCounts` of a list) as
 * `propertyNames` + `additionalProperties` and lists every key in `required`, naming keys no property defines.
 * Each required key becomes a property of the value schema; the keys stay the only ones allowed.
 */
function defineRequiredKeys({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  const { required, properties, additionalProperties: value } = jsonSchema;
  if (!Array.isArray(required) || properties !== undefined) return;
  if (!value || typeof value !== 'object') return;
  jsonSchema.properties = Object.fromEntries(required.map((key: string) => [key, value]));
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
}

export const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: defineRequiredKeys,
  }) as JsonSchema;
