import { z } from 'zod';
import { ApiErrorBody, StaleVersionErrorBody } from '@threshold/domain/common/error.contract';
import type { RouteDefinition } from './route';
import { API_ERROR_CONTENT, ERROR_RESPONSES, errorResponsesOf, operationIdOf } from './openapi-operation';
import { IF_MATCH_PARAMETER, STALE_VERSION_RESPONSE } from './versioning';

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** OpenAPI 3.1 generated from the same contracts the routes parse with. */
export function buildOpenApi(routes: RouteDefinition[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...objectParameters(route.params, 'path'),
      ...objectParameters(route.query, 'query'),
      ...(route.versioned ? [IF_MATCH_PARAMETER] : []),
    ];
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: operationIdOf(route),
      summary: route.summary,
      tags: route.tags,
      'x-access': route.access,
      security: route.access === 'public' ? [] : [{ sessionCookie: [] }, { apiToken: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(route.body) } },
            },
          }
        : route.upload
          ? {
              requestBody: {
                required: true,
                content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
              },
            }
          : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'OK',
          content: {
            [route.produces ?? 'application/json']: {
              schema: z.toJSONSchema(route.response, { io: 'output', unrepresentable: 'any' }),
            },
          },
        },
        ...errorResponsesOf(route),
        ...(route.versioned ? { 409: STALE_VERSION_RESPONSE } : {}),
        default: { description: 'Any other error, in the same shape', content: API_ERROR_CONTENT },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Threshold API',
      version: info.version,
      license: { name: 'Threshold terms of service', url: `${info.serverUrl}/terms` },
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'threshold.session_token' },
        apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token `thr_…` (ADR 0121)' },
      },
      schemas: { ApiError: toSchema(ApiErrorBody), StaleVersionError: toSchema(StaleVersionErrorBody) },
      responses: ERROR_RESPONSES,
    },
    paths,
  };
}

function objectParameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, propertySchema]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: propertySchema,
  }));
}
