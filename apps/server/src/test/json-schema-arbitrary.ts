import fc from 'fast-check';

/** The subset of JSON Schema that zod's `toJSONSchema` emits for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Values that have broken parsers before: NUL, lone surrogates, SQL, huge and malformed numbers, dates. */
export const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%',
    '_',
    "'; drop table transactions; --",
    '9'.repeat(400),
    'x'.repeat(20_000),
    '2026-02-30',
    '-1',
    '1e400',
    'NaN',
    '\ud800',
    '😀🏠',
    '',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    default:
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
  }
}

/** A value that mostly satisfies `schema` (valid requests reach the handlers, not only the parser). */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4 || schema.$ref) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => arbitraryOf(v, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e12, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryOf(value, depth + 1);
      return fc.record(record, { requiredKeys: required.filter((key) => key in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A request body for `schema`: mostly valid, or valid with one property replaced by garbage, a
 * required property dropped, an unknown property added, or garbage outright (as JSON or raw text).
 */
export function bodyOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const valid = arbitraryOf(schema);
  const keys = Object.keys(schema?.properties ?? {});
  const mutated = keys.length
    ? fc
        .tuple(valid, fc.constantFrom(...keys), nasty, fc.constantFrom('replace', 'drop', 'add'))
        .map(([value, key, junk, how]) => {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
          const copy: Record<string, unknown> = { ...value };
          if (how === 'replace') copy[key] = junk;
          else if (how === 'drop') delete copy[key];
          else copy[`unknown_${key}`] = junk;
          return copy;
        })
    : valid;
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: mutated.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: nasty.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string() },
  );
}
