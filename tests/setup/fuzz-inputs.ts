import fc from 'fast-check';

/** A request as `app.inject()` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/**
 * String.replace's patterns: "$`", `$'`, `$&` and `$1` stand for the text before, after and of a match,
 * so a page assembled with them as a replacement pastes its own markup (issue 40). Every kind of text the
 * fuzz sends carries them somewhere: in bodies past a limit or with a NUL (so they are still refused), in
 * query values as they are.
 */
const REPLACEMENT_PATTERNS = "$` $' $& $1";
/** The patterns over and over, `length` characters long. */
const patternsOfLength = (length: number) =>
  REPLACEMENT_PATTERNS.repeat(Math.ceil(length / REPLACEMENT_PATTERNS.length)).slice(0, length);

/**
 * Path and query values: forms a number parser may be lenient about (0x2, 1e0, " 1", -0), values past
 * what a column holds, NUL, unicode, empty, long, and broken percent-encoding. Already URL-encoded.
 */
const ODD_VALUES = [
  '0x2',
  '1e0',
  '%201',
  '1%20',
  '-0',
  '0',
  '-1',
  '1.5',
  '+1',
  '0b1',
  '1_0',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999',
  '1e400',
  '%00',
  '1%00',
  '%F0%9F%90%8E',
  '%D9%A1',
  'caf%C3%A9',
  '%20',
  '',
  'null',
  'undefined',
  '[]',
  '%7B%7D',
  '..%2F..',
  '%25',
  'a'.repeat(300),
  '9'.repeat(400),
  '%E2%80%AE1',
  'true',
];

/** Values for the pieces of a path (`:id`, `:sessionId`, `:ref`): real keys too, so checks run deep. */
export const pathValue = (realKeys: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...realKeys), weight: 1 },
    { arbitrary: fc.constantFrom(...ODD_VALUES), weight: 2 },
  );

/** Paths no route names, for the catch-all: unknown API paths, traversal, NUL, odd encodings. */
export const unknownPath = fc.constantFrom(
  '/api/nope',
  '/api',
  '/api/horses/1/nope',
  '/api/horses/%00',
  '/uploads/..%2F..%2Fetc%2Fpasswd',
  '/uploads/%2e%2e/%2e%2e/package.json',
  '/uploads/%00.jpg',
  '/%2e%2e/%2e%2e/',
  '/horses/%F0%9F%90%8E',
  '/index.html',
  `/${'a'.repeat(2000)}`,
);

/** Any method, for paths that no route names. */
export const anyMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');

/** Query keys no route names, or that only a naive parser would treat specially. */
const STRANGE_QUERY_KEYS = ['id', 'x', '__proto__', 'constructor'];
const queryValue = (realKeys: string[]) =>
  fc.oneof(
    pathValue(realKeys),
    fc.constantFrom(
      'exercising-riding,general-care',
      ',,,',
      'all',
      'expert',
      'York',
      'SW1A%201AA',
      encodeURIComponent(REPLACEMENT_PATTERNS),
    ),
    fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  );

/**
 * A query string of up to five pairs, keys repeated at times (arrays where one value is expected). Its keys
 * are every name the routes' query schemas know (fieldNames), and strangers.
 */
export const queryString = (realKeys: string[], queryNames: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...queryNames, ...STRANGE_QUERY_KEYS), queryValue(realKeys)), {
      maxLength: 5,
    })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** Body fields no route names: ids a careless handler might trust, and names a naive merge treats specially. */
const STRANGE_FIELD_KEYS = ['id', 'userId', 'x', 'constructor'];

/**
 * Field values that no field of the contract accepts (too long for any text limit, NUL, wrong types,
 * numbers out of range): so a body can only be refused, and a stored change is a finding, not a
 * legitimate edit. Short strings, booleans, null and [] are left out on purpose: some field takes each.
 */
const badValue = fc.constantFrom<unknown>(
  'x'.repeat(5000),
  '🐎'.repeat(3000),
  patternsOfLength(5000),
  'a\u0000b',
  `${REPLACEMENT_PATTERNS}\u0000`,
  -1,
  1.5,
  1e308,
  2147483648,
  -2147483649,
  {},
  JSON.parse(nested(200, '{"a":', '}').replace('{"a":}', '{}')),
  [null],
  [{}],
  [[[]]],
  ['\u0000'],
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
);

/** A body and its content type (neither: no body at all). */
export interface FuzzBody {
  type?: string;
  payload?: string;
}

/**
 * JSON of every wrong shape, broken JSON, and content types we do not take. Objects are built of every
 * field name the routes' body schemas know (fieldNames), and strangers, each given a value none accepts.
 */
export const badBodies = (names: string[]): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    fc.constant<FuzzBody>({}),
    // An empty object: valid for a partial update, so it reaches the handler with nothing to do.
    fc.constant<FuzzBody>({ type: 'application/json', payload: '{}' }),
    fc
      .dictionary(fc.constantFrom(...names, ...STRANGE_FIELD_KEYS), badValue, { maxKeys: 6 })
      .map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
    fc
      .constantFrom<unknown>(null, 1, 'text', [], [1, 2], true, {})
      .map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,',
        'nul',
        '',
        ' ',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        nested(5000, '[', ']'),
        `{"a":"${'\\u0000'.repeat(10)}"}`,
        `{"name":"${'x'.repeat(100_000)}"}`,
      )
      .map((payload) => ({ type: 'application/json', payload })),
    fc.constantFrom(
      { type: 'text/plain', payload: '{"email":"a@b.test"}' },
      { type: 'application/x-www-form-urlencoded', payload: 'email=a%40b.test&password=x' },
      {
        type: 'multipart/form-data; boundary=xyz',
        payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      },
      { type: 'multipart/form-data', payload: 'no boundary' },
      { type: 'application/xml', payload: '<a/>' },
      { type: 'application/json; charset=utf-16', payload: '{}' },
      { type: 'image/jpeg', payload: '\u00ff\u00d8\u00ff' },
    ),
  );

/** The parts of a JSON Schema (as zod writes one) that say what a field accepts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  default?: unknown;
}

const jsonType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'number'
        : typeof value;

/** The JSON types a field accepts, or undefined when the schema does not say (a transform, a custom check). */
function acceptedTypes(schema: JsonSchema): Set<string> | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const sets = alternatives.map(acceptedTypes);
    if (sets.some((set) => !set)) return undefined;
    return new Set(sets.flatMap((set) => [...set!]));
  }
  if (schema.allOf?.length) return acceptedTypes(schema.allOf[0]!);
  if ('const' in schema) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  if (!schema.type) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return new Set(types.map((type) => (type === 'integer' ? 'number' : type)));
}

/** A plausible value for a field: the base a mutation then spoils (it need not pass every check). */
function exampleOf(schema: JsonSchema, depth = 0): unknown {
  if (schema.default !== undefined) return schema.default;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length)
    return exampleOf(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return depth > 3
        ? {}
        : Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, depth + 1)]),
          );
    default:
      return null;
  }
}

/** One value of each JSON type, for giving a field a type it does not accept. */
const ONE_OF_EACH_TYPE: unknown[] = ['text', 7, true, null, [1], { a: 1 }];

/**
 * Ways to spoil one field so that the field's own schema refuses it: a wrong JSON type, a string one past
 * its limit (plain or astral unicode), a NUL, a number just out of range. Each must be refused whatever
 * the rest of the body, so a stored change is a finding.
 */
function spoiledValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = ['ok\u0000', `${REPLACEMENT_PATTERNS}\u0000`];
  const types = acceptedTypes(schema);
  if (types) values.push(...ONE_OF_EACH_TYPE.filter((value) => !types.has(jsonType(value))));
  if (schema.maxLength !== undefined && schema.maxLength < 200_000) {
    values.push(
      'x'.repeat(schema.maxLength + 1),
      '🐎'.repeat(schema.maxLength + 1),
      patternsOfLength(schema.maxLength + 1),
    );
  }
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, 1e308);
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, -1e308);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  return values;
}

/** A route schema as JSON Schema with its fields, when it is an object with any (zod cannot express some). */
function objectSchemaOf(
  toJsonSchema: () => unknown,
): { schema: JsonSchema; fields: [string, JsonSchema][] } | undefined {
  let schema: JsonSchema;
  try {
    schema = toJsonSchema() as JsonSchema;
  } catch {
    return undefined;
  }
  // A body that may also be left out (an object schema, nullish): its object is what can be spoiled.
  const objects = (schema.anyOf ?? []).filter((member) => member.type === 'object');
  if (schema.type === undefined && objects.length === 1) schema = objects[0]!;
  const fields = Object.entries(schema.properties ?? {});
  if (schema.type !== 'object' || fields.length === 0) return undefined;
  return { schema, fields };
}

/**
 * Every field name the given schemas (zod, as JSON Schema) know at their top level, sorted: read from the
 * routes' own schemas, so a field added to the contract is fuzzed with no list to edit.
 */
export function fieldNames(toJsonSchemas: Iterable<() => unknown>): string[] {
  const names = new Set<string>();
  for (const toJsonSchema of toJsonSchemas) {
    for (const [name] of objectSchemaOf(toJsonSchema)?.fields ?? []) names.add(name);
  }
  return [...names].sort();
}

/**
 * Bad bodies built from a route's contract schema (zod): an otherwise plausible body with one field
 * spoiled, a required field missing, an unknown field where the schema forbids them, or a plausible body
 * sent as the wrong content type or as a list. Every one must be refused.
 */
export function schemaBody(toJsonSchema: () => unknown): fc.Arbitrary<FuzzBody> | undefined {
  const object = objectSchemaOf(toJsonSchema);
  if (!object) return undefined;
  const { schema, fields } = object;
  const base = exampleOf(schema) as Record<string, unknown>;
  const asJson = (value: unknown): FuzzBody => ({ type: 'application/json', payload: JSON.stringify(value) });
  const spoiled = fc
    .constantFrom(...fields)
    .chain(([key, field]) =>
      fc.constantFrom(...spoiledValues(field)).map((value) => asJson({ ...base, [key]: value })),
    );
  const options: fc.Arbitrary<FuzzBody>[] = [
    spoiled,
    fc.constantFrom(
      { type: 'text/plain', payload: JSON.stringify(base) },
      { type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(base as never).toString() },
      asJson([base]),
      { type: 'application/json', payload: JSON.stringify(base).slice(0, -1) },
    ),
  ];
  const required = schema.required ?? [];
  if (required.length) {
    options.push(
      fc
        .constantFrom(...required)
        .map((key) => asJson(Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)))),
    );
  }
  if (schema.additionalProperties === false) {
    options.push(
      fc.constantFrom('isAdmin', 'ownerId', '__proto__', 'id').map((key) => asJson({ ...base, [key]: 1 })),
    );
  }
  return fc.oneof(...options);
}

/**
 * Values a query parameter of this schema refuses or must at least survive: the wrong type (text for a
 * number, a fraction for an integer, forms a lenient number parser takes), just out of range, one past its
 * length (plain and astral), outside its options or pattern, NUL, unicode, broken percent-encoding, and
 * empty. Already URL-encoded.
 */
function spoiledQueryValues(schema: JsonSchema): string[] {
  const values = [
    '',
    '%00',
    'a%00b',
    '%F0%9F%90%8E',
    '%E2%80%AE1',
    '%',
    '%E0%A4',
    '%FF%FE',
    'null',
    '[]',
    '%7B%7D',
    encodeURIComponent(REPLACEMENT_PATTERNS),
  ];
  const types = acceptedTypes(schema);
  if (types?.has('number'))
    values.push('abc', '1.5', '1e400', 'NaN', 'Infinity', '0x10', '%201', '-0', '1_0');
  if (schema.maximum !== undefined) values.push(String(schema.maximum + 1), '9'.repeat(400));
  if (schema.minimum !== undefined) values.push(String(schema.minimum - 1), `-${'9'.repeat(400)}`);
  if (schema.exclusiveMinimum !== undefined) values.push(String(schema.exclusiveMinimum));
  if (schema.maxLength !== undefined) {
    values.push(
      'x'.repeat(schema.maxLength + 1),
      encodeURIComponent('🐎'.repeat(schema.maxLength + 1)),
      encodeURIComponent(patternsOfLength(schema.maxLength + 1)),
    );
  }
  const options = (schema.anyOf ?? schema.oneOf ?? [schema]).flatMap(
    (s) => s.enum ?? ('const' in s ? [s.const] : []),
  );
  for (const option of options)
    values.push(String(option).toUpperCase(), `${String(option)}%20`, `${String(option)}%00`);
  if ((schema as { pattern?: string }).pattern) values.push('0', '01', '2147483648', '99999999999', '1%0A');
  return values;
}

/** A value the parameter takes, URL-encoded: the base the mutations then spoil. */
function queryExample(schema: JsonSchema, realKeys: string[]): string {
  if ((schema as { pattern?: string }).pattern) return realKeys[0]!;
  const value = exampleOf(schema);
  if (typeof value === 'string' && value === 'a'.repeat(value.length)) return 'York';
  return encodeURIComponent(String(value));
}

/** Keys no query schema names, or that only a naive parser would treat specially. */
const STRANGE_KEYS = [
  'x',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '',
  '%00',
  '%F0%9F%90%8E',
  'a%5Bb%5D',
];

/**
 * Query strings built from a route's querystring schema (zod, as JSON Schema): a plausible query with one
 * to three of these done to it: one parameter spoiled (see spoiledQueryValues), one repeated (as a list
 * where one value is expected, or in bracket form), one huge, one empty or bare, a required one missing,
 * unknown keys added; or a query of a shape no parser should trip on. Returns `?…`, or '' for none.
 */
export function schemaQuery(
  toJsonSchema: () => unknown,
  realKeys: string[],
): fc.Arbitrary<string> | undefined {
  const object = objectSchemaOf(toJsonSchema);
  if (!object) return undefined;
  const { schema, fields } = object;
  const required = new Set(schema.required ?? []);
  type Pairs = [string, string][];
  const base: fc.Arbitrary<Pairs> = fc
    .subarray(fields.filter(([key]) => !required.has(key)))
    .map((optional) =>
      [...fields.filter(([key]) => required.has(key)), ...optional].map(([key, field]): [string, string] => [
        key,
        queryExample(field, realKeys),
      ]),
    );
  const field = fc.constantFrom(...fields);
  type Mutation = (pairs: Pairs) => Pairs;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    field.chain(([key, spec]) =>
      fc
        .constantFrom(...spoiledQueryValues(spec))
        .map((value): Mutation => (pairs) => [...pairs.filter(([k]) => k !== key), [key, value]]),
    ),
    fc
      .tuple(field, fc.constantFrom('same', 'other', 'brackets', 'indexed'))
      .map(([[key, spec], form]): Mutation => (pairs) => {
        const value = queryExample(spec, realKeys);
        if (form === 'brackets') return [...pairs, [`${key}[]`, value], [`${key}[]`, value]];
        if (form === 'indexed') return [...pairs, [`${key}[0]`, value], [`${key}[a]`, value]];
        return [...pairs, [key, value], [key, form === 'same' ? value : 'x']];
      }),
    fc
      .tuple(
        field,
        fc.constantFrom('x'.repeat(20_000), '9'.repeat(5_000), encodeURIComponent('é'.repeat(4_000))),
      )
      .map(([[key], value]): Mutation => (pairs) => [...pairs.filter(([k]) => k !== key), [key, value]]),
    field.map(([key]): Mutation => (pairs) => [...pairs.filter(([k]) => k !== key), [key, '']]),
    field.map(([key]): Mutation => (pairs) => [
      ...pairs.filter(([k]) => k !== key),
      [`${key}`, '\u0000bare'],
    ]),
    field.map(
      ([key]): Mutation =>
        (pairs) =>
          pairs.filter(([k]) => k !== key),
    ),
    fc
      .tuple(fc.constantFrom(...STRANGE_KEYS), fc.constantFrom('1', '', '%00', 'x'.repeat(3000)))
      .map(([key, value]): Mutation => (pairs) => [...pairs, [key, value]]),
  );
  const mutated = fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([pairs, mutations]) => mutations.reduce((acc, mutate) => mutate(acc), pairs))
    // A bare key (no `=`) is written as `key` alone; the marker keeps it apart from `key=`.
    .map((pairs) => `?${pairs.map(([k, v]) => (v === '\u0000bare' ? k : `${k}=${v}`)).join('&')}`);
  const oddShapes = fc.constantFrom(
    '',
    '?',
    '?&&&',
    '?=',
    '?==1',
    `?${'&'.repeat(2_000)}`,
    `?${Array.from({ length: 1_500 }, (_, i) => `k${i}=1`).join('&')}`,
    `?${fields.map(([key]) => `${key}=1;${key}=2`).join('&')}`,
    '?%',
    '?a=%ZZ',
    `?${fields[0]![0]}=${'%00'.repeat(1_000)}`,
  );
  return fc.oneof({ arbitrary: mutated, weight: 9 }, { arbitrary: oddShapes, weight: 1 });
}

/**
 * What is wrong with the reply to a fuzzed request, or undefined when it is fine: never a 5xx, and a 4xx
 * from the API says what went wrong in a JSON `message` (a page's 4xx is the client's HTML).
 */
export function replyProblem(
  res: { statusCode: number; body: string },
  { page = false }: { page?: boolean } = {},
): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400 || page) return undefined;
  try {
    const reply = JSON.parse(res.body) as { message?: unknown };
    if (typeof reply.message !== 'string' || !reply.message)
      return `${res.statusCode} without message: ${res.body.slice(0, 200)}`;
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 200)}`;
  }
  return undefined;
}
