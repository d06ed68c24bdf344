import { z } from '../zod';
import { pathParameters, type Access, type AnyContract } from './route';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema, as a caller sends it (its input); what JSON Schema cannot say is left open. */
const jsonSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Who may call, in a sentence (the OpenAPI document's description, the route list's column). */
export const accessWords = (access: Access): string => {
  if ('public' in access) return 'Anyone.';
  if ('roles' in access) return `Signed in as ${access.roles.join(' or ')}.`;
  if ('staff' in access) return `Cep's staff whose role may ${access.staff} the resource (STAFF_ACCESS).`;
  const rule = access.member;
  const kind = rule.type === 'entreprise' ? 'a company' : rule.type === 'ecole' ? 'a school' : 'an account';
  const extras = [rule.role && 'its owner', rule.confirmed && 'with a confirmed address', rule.subscribed && 'while subscribed'].filter(
    Boolean,
  );
  return `A member of ${kind}${extras.length ? ` (${extras.join(', ')})` : ''}.`;
};

const REFUSAL: JsonSchema = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

function operation(name: string, contract: AnyContract): JsonSchema {
  const params = jsonSchema(contract.params) as { properties?: Record<string, JsonSchema> };
  const query = jsonSchema(contract.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const parameters = [
    ...pathParameters(contract.path).map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: params.properties?.[param] ?? {},
    })),
    ...Object.entries(query.properties ?? {}).map(([param, schema]) => ({
      name: param,
      in: 'query',
      required: query.required?.includes(param) ?? false,
      schema,
    })),
  ];
  const withBody = contract.method === 'POST' || contract.method === 'PUT';
  const body = withBody ? jsonSchema(contract.body) : null;
  const files = Object.fromEntries(contract.files.map((file) => [file, { type: 'string', format: 'binary' }]));
  const refusals = [
    ...new Set([
      ...('public' in contract.access ? [] : [401, 403]),
      ...contract.refusals,
      ...(contract.throttle ? [429] : []),
      ...contract.readable,
    ]),
  ];
  return {
    operationId: name,
    summary: contract.summary,
    description: accessWords(contract.access),
    ...('public' in contract.access ? {} : { security: [{ bearer: [] }] }),
    parameters,
    ...(body && Object.keys(body).length > 0
      ? {
          requestBody: {
            content: contract.files.length
              ? { 'multipart/form-data': { schema: { ...body, properties: { ...(body.properties as object), ...files } } } }
              : { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses: {
      200: { description: 'The answer.' },
      ...Object.fromEntries(
        refusals.map((status) => [
          status,
          { description: 'Refused.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of the contracts: `{feature: {name: contract}}`, each route under the cms's `/api`. */
export function openApiDocument(features: Record<string, Record<string, AnyContract>>, version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [feature, routes] of Object.entries(features)) {
    for (const [name, contract] of Object.entries(routes)) {
      const path = `/api${contract.path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}')}`;
      paths[path] ??= {};
      paths[path][contract.method.toLowerCase()] = { tags: [feature], ...operation(`${feature}.${name}`, contract) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cep — cms', version },
    paths,
    components: {
      schemas: { Refusal: REFUSAL },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
