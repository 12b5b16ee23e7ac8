import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface Operation {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** The contract's path template, e.g. `/user/verifyaccount/{id}/{token}`. */
  path: string;
  parameters: ContractParameter[];
  /** JSON body schema and whether a body is required, when the operation takes JSON. */
  body: { schema: Json; required: boolean } | undefined;
  /** Media types the operation accepts as its body. */
  bodyMediaTypes: string[];
  /** The contract's examples of the JSON body (`example` and every `examples` entry). */
  bodyExamples: unknown[];
  /** Documented answers: status ('200', '4XX', 'default') -> JSON schema (undefined: no JSON body). */
  responses: Map<string, Json | undefined>;
  /** True when the operation needs a bearer access token. */
  authenticated: boolean;
  /** The security schemes it accepts, e.g. `bearerAuth`, `jwtQuery`, `fileLink`. */
  securitySchemes: string[];
  /** True when it answers a server-sent event stream, which stays open. */
  eventStream: boolean;
}

export interface Contract {
  /** The `components.schemas` of the document, for `$ref` resolution. */
  schemas: Json;
  operations: Operation[];
  /** The path prefix the contract's server URL declares (e.g. `/api`). */
  basePath: string;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` to a non-schema component (parameter, request body, response). */
function deref(document: Json, value: unknown): Json {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error(`contract: $ref loop at ${current.$ref}`);
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`contract: only local $ref is supported (${ref})`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
    if (current === undefined) throw new Error(`contract: unresolved $ref ${ref}`);
  }
  if (!isObject(current)) throw new Error('contract: expected an object');
  return current;
}

function jsonSchemaOf(content: unknown): Json | undefined {
  if (!isObject(content)) return undefined;
  const json = Object.entries(content).find(([type]) => /^application\/(.+\+)?json$/.test(type));
  const media = json?.[1];
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
}

function jsonExamplesOf(document: Json, content: unknown): unknown[] {
  if (!isObject(content)) return [];
  const media = Object.entries(content).find(([type]) =>
    /^application\/(.+\+)?json$/.test(type),
  )?.[1];
  if (!isObject(media)) return [];
  const named = isObject(media.examples)
    ? Object.values(media.examples).map((entry) => deref(document, entry).value)
    : [];
  return 'example' in media ? [media.example, ...named] : named;
}

function parametersOf(document: Json, raw: unknown): ContractParameter[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((entry) => {
    const parameter = deref(document, entry);
    return {
      name: String(parameter.name),
      in: parameter.in as ContractParameter['in'],
      required: parameter.required === true || parameter.in === 'path',
      schema: isObject(parameter.schema) ? parameter.schema : {},
    };
  });
}

function schemeNames(security: unknown): string[] {
  return Array.isArray(security)
    ? security.filter(isObject).flatMap((alt) => Object.keys(alt))
    : [];
}

function needsToken(security: unknown): boolean {
  // An operation needs a token unless one of its alternatives is the empty requirement {}.
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((alt) => isObject(alt) && Object.keys(alt).length > 0)
  );
}

/** Reads an OpenAPI 3.1 document into the list of its operations. */
function readContract(document: Json): Contract {
  const operations: Operation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(document, rawItem);
    const shared = parametersOf(document, item.parameters);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = parametersOf(document, operation.parameters);
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const requestBody =
        operation.requestBody === undefined ? undefined : deref(document, operation.requestBody);
      const bodySchema = jsonSchemaOf(requestBody?.content);
      const responses = new Map<string, Json | undefined>();
      let eventStream = false;
      for (const [status, response] of Object.entries(
        isObject(operation.responses) ? operation.responses : {},
      )) {
        const { content } = deref(document, response);
        responses.set(status, jsonSchemaOf(content));
        if (isObject(content) && 'text/event-stream' in content) eventStream = true;
      }
      operations.push({
        operationId: String(operation.operationId ?? `${method} ${path}`),
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path,
        parameters,
        body: bodySchema && { schema: bodySchema, required: requestBody?.required === true },
        bodyMediaTypes: isObject(requestBody?.content) ? Object.keys(requestBody.content) : [],
        bodyExamples: jsonExamplesOf(document, requestBody?.content),
        responses,
        authenticated: needsToken(operation.security ?? document.security),
        securitySchemes: schemeNames(operation.security ?? document.security),
        eventStream,
      });
    }
  }

  const components = isObject(document.components) ? document.components : {};
  return {
    schemas: isObject(components.schemas) ? components.schemas : {},
    operations,
    basePath: basePathOf(document.servers),
  };
}

/** The path of the first server URL, its `{variables}` replaced by their defaults. */
function basePathOf(servers: unknown): string {
  const server: unknown = Array.isArray(servers) ? servers[0] : undefined;
  if (!isObject(server) || typeof server.url !== 'string') return '';
  const variables = isObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === 'string' ? variable.default : '';
  });
  return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
}

/** The contract the server answers: openapi/openapi.yaml of the workspace. */
export function loadContract(): Contract {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@pod-portal/openapi/openapi.yaml');
  return readContract(parse(readFileSync(file, 'utf8')) as Json);
}
