import { createRequire } from 'node:module';
import {
  BaseResolver,
  bundle,
  createConfig,
  detectSpec,
  getTypes,
  normalizeTypes,
  normalizeVisitors,
  type Oas3_1Definition,
  type Oas3_1Schema,
  type Oas3PathItem,
  type Referenced,
  resolveDocument,
  walkDocument,
} from '@redocly/openapi-core';

type Json = Record<string, unknown>;
type PathItem = Oas3PathItem<Oas3_1Schema>;
type OperationObject = NonNullable<PathItem['get']>;
type ParameterObject = Exclude<NonNullable<PathItem['parameters']>[number], { $ref: string }>;
type Content = Record<string, { schema?: unknown; example?: unknown; examples?: Json }>;

// In the order the SDK lists a path's operations.
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface Operation {
  operationId: string;
  /** The operation's one tag: the group it belongs to (`auth`, `books`, ...). */
  tag: string;
  method: Uppercase<HttpMethod>;
  /** The contract's path template, e.g. `/user/verifyaccount/{id}/{token}`. */
  path: string;
  /** Path-level and own parameters, the own one winning for the same name and place. */
  parameters: ContractParameter[];
  /** JSON body schema and whether a body is required, when the operation takes JSON. */
  body: { schema: Json; required: boolean } | undefined;
  /** Media types the operation accepts as its body. */
  bodyMediaTypes: string[];
  /** The contract's examples of the JSON body (`example` and every `examples` entry). */
  bodyExamples: unknown[];
  /** Documented answers: status ('200', '4XX', 'default') -> JSON schema (undefined: no JSON body). */
  responses: Map<string, Json | undefined>;
  /** Documented answers: status -> the media types of its body (none: an empty answer). */
  responseMediaTypes: Map<string, string[]>;
  /**
   * True when the operation needs a token: its security (or the document's) has no empty
   * alternative `{}`. `security: []` makes it public.
   */
  authenticated: boolean;
  /** The security schemes it accepts, e.g. `bearerAuth`, `jwtQuery`, `fileLink`. */
  securitySchemes: string[];
  /** True when it answers a server-sent event stream, which stays open. */
  eventStream: boolean;
}

export interface Contract {
  /** The `components.schemas` of the document; schemas refer to them as `#/components/schemas/X`. */
  schemas: Json;
  operations: Operation[];
  /** The path prefix the contract's server URL declares (e.g. `/api`). */
  basePath: string;
}

const JSON_MEDIA_TYPE = /^application\/(.+\+)?json$/;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Resolve = <T extends object>(node: Referenced<T> | undefined) => T | undefined;
/** The part of openapi-core's walk context (`UserContext`, not exported) the reader uses. */
type WalkContext = { resolve: (node: object) => { node: unknown } };

function jsonMediaOf(content: Content | undefined) {
  return Object.entries(content ?? {}).find(([type]) => JSON_MEDIA_TYPE.test(type))?.[1];
}

function jsonExamplesOf(content: Content | undefined, resolve: Resolve): unknown[] {
  const media = jsonMediaOf(content);
  if (!media) return [];
  const named = Object.values(media.examples ?? {}).map(
    (entry) => resolve(entry as Referenced<{ value?: unknown }>)?.value,
  );
  return 'example' in media ? [media.example, ...named] : named;
}

function parametersOf(
  raw: Referenced<ParameterObject>[] | undefined,
  resolve: Resolve,
): ContractParameter[] {
  return (raw ?? []).map((entry) => {
    const parameter = resolve(entry);
    if (!parameter) throw new Error('contract: unresolved parameter');
    return {
      name: parameter.name,
      in: parameter.in as ContractParameter['in'],
      required: parameter.required === true || parameter.in === 'path',
      schema: isObject(parameter.schema) ? parameter.schema : {},
    };
  });
}

type Security = OperationObject['security'];

const schemeNames = (security: Security): string[] =>
  (security ?? []).flatMap((alternative) => Object.keys(alternative));

// A token is needed unless one of the alternatives is the empty requirement {} (or there are none).
const needsToken = (security: Security): boolean =>
  security !== undefined &&
  security.length > 0 &&
  security.every((alternative) => Object.keys(alternative).length > 0);

function readOperation(
  document: Oas3_1Definition,
  path: string,
  method: HttpMethod,
  item: PathItem,
  resolve: Resolve,
): Operation {
  const operation = item[method] as OperationObject;
  const [tag] = operation.tags ?? [];
  if (!operation.operationId || !tag) {
    throw new Error(`${method.toUpperCase()} ${path} needs an operationId and a tag`);
  }
  const shared = parametersOf(item.parameters, resolve);
  const own = parametersOf(operation.parameters, resolve);
  const requestBody = resolve(operation.requestBody);
  const bodyContent = requestBody?.content as Content | undefined;
  const bodySchema = jsonMediaOf(bodyContent)?.schema;
  const responses = new Map<string, Json | undefined>();
  const responseMediaTypes = new Map<string, string[]>();
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const content = resolve(raw)?.content as Content | undefined;
    const schema = jsonMediaOf(content)?.schema;
    responses.set(status, isObject(schema) ? schema : undefined);
    responseMediaTypes.set(status, Object.keys(content ?? {}));
  }
  const security = operation.security ?? document.security;
  return {
    operationId: operation.operationId,
    tag,
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    path,
    parameters: [
      ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
      ...own,
    ],
    body: isObject(bodySchema)
      ? { schema: bodySchema, required: requestBody?.required === true }
      : undefined,
    bodyMediaTypes: Object.keys(bodyContent ?? {}),
    bodyExamples: jsonExamplesOf(bodyContent, resolve),
    responses,
    responseMediaTypes,
    authenticated: needsToken(security),
    securitySchemes: schemeNames(security),
    eventStream: [...responseMediaTypes.values()].some((types) =>
      types.includes('text/event-stream'),
    ),
  };
}

/** The path of the first server URL, its `{variables}` replaced by their defaults. */
function basePathOf(servers: Oas3_1Definition['servers']): string {
  const [server] = servers ?? [];
  if (!server) return '';
  const url = server.url.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => server.variables?.[name]?.default ?? '',
  );
  return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
}

/**
 * Reads an OpenAPI 3.1 document into the list of its operations. Redocly's openapi-core loads
 * it and bundles it (any file it refers to becomes a component, so every schema `$ref` is local),
 * and resolves the references to parameters, bodies, answers and examples while walking it.
 */
export async function readContract(file: string): Promise<Contract> {
  const config = await createConfig({});
  const { bundle: bundled, problems } = await bundle({ ref: file, config });
  // The bundler reports what it cannot resolve; a contract with a dangling $ref is not served.
  const [problem] = problems;
  if (problem) throw new Error(`contract: ${problem.message} (${problem.location[0]?.pointer})`);
  const document = bundled.parsed as Oas3_1Definition;
  const oasVersion = detectSpec(document);
  const types = normalizeTypes(getTypes(oasVersion));
  const rootType = types.Root;
  if (!rootType) throw new Error(`contract: ${file} is not an OpenAPI document`);
  const resolvedRefMap = await resolveDocument({
    rootDocument: bundled,
    rootType,
    externalRefResolver: new BaseResolver(),
  });

  const operations: Operation[] = [];
  const readPaths = (paths: Record<string, Referenced<PathItem>>, ctx: WalkContext) => {
    const resolve = ((node) =>
      node === undefined ? undefined : ctx.resolve(node).node) as Resolve;
    for (const [path, raw] of Object.entries(paths)) {
      const item = resolve(raw);
      if (!item) throw new Error(`contract: unresolved path item ${path}`);
      for (const method of HTTP_METHODS) {
        if (item[method]) operations.push(readOperation(document, path, method, item, resolve));
      }
    }
  };
  walkDocument({
    document: bundled,
    rootType,
    normalizedVisitors: normalizeVisitors(
      // The visitor types are not exported; this one visits the Paths object once.
      [{ ruleId: 'read-operations', severity: 'error', visitor: { Paths: readPaths } as never }],
      types,
    ),
    resolvedRefMap,
    ctx: { problems: [], oasVersion, visitorsData: {} },
  });

  return {
    schemas: (document.components?.schemas ?? {}) as Json,
    operations,
    basePath: basePathOf(document.servers),
  };
}

let workspaceContract: Promise<Contract> | undefined;

/** The workspace's contract (`openapi.yaml` of this package), read once per process. */
export function loadContract(): Promise<Contract> {
  workspaceContract ??= readContract(
    createRequire(import.meta.url).resolve('@pod-portal/openapi/openapi.yaml'),
  );
  return workspaceContract;
}
