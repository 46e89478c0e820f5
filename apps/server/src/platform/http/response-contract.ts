import type { RouteDefinition } from './route';

/**
 * A route's answer outside production: parsed with its response contract, and refused (500, logged
 * by the error handler) when the parse changed it — a key the contract does not name is a column
 * about to leak. Production sends the handler's result as it is, the tests having shown it is the
 * same answer (ADR 0180).
 */
export function checkedResponse(route: RouteDefinition, result: unknown): unknown {
  const dto = route.response.parse(result);
  const difference = contractDifference(result, dto);
  if (difference) {
    throw new Error(
      `${route.method.toUpperCase()} ${route.path} answered something its response contract changes, at ${difference}`,
    );
  }
  return dto;
}

/**
 * Where a handler's result and its contract's parse of it differ once both are JSON (key order
 * aside): a key the contract does not name (a leaked column), a default or transform the contract
 * applied. Null when they are the same answer. `$` is the root.
 */
export function contractDifference(result: unknown, dto: unknown): string | null {
  return differenceAt(toJsonValue(result), toJsonValue(dto), '$');
}

const toJsonValue = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function differenceAt(sent: unknown, declared: unknown, path: string): string | null {
  if (Array.isArray(sent) || Array.isArray(declared)) {
    if (!Array.isArray(sent) || !Array.isArray(declared) || sent.length !== declared.length) return path;
    for (let i = 0; i < sent.length; i++) {
      const difference = differenceAt(sent[i], declared[i], `${path}[${i}]`);
      if (difference) return difference;
    }
    return null;
  }
  if (isRecord(sent) && isRecord(declared)) {
    for (const key of new Set([...Object.keys(sent), ...Object.keys(declared)])) {
      const difference = differenceAt(sent[key], declared[key], `${path}.${key}`);
      if (difference) return difference;
    }
    return null;
  }
  return sent === declared ? null : path;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
