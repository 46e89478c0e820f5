import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from './platform/http/openapi';
import { declaredRoutes } from './test/route-table';

/**
 * Issue 17 item 8 — the OpenAPI document is what integrators build on (ADR 0122): Redocly's
 * recommended rules pass, every operation has a stable unique operationId and its error answers,
 * and a client generated from it with openapi-typescript compiles.
 */
const doc = buildOpenApi(declaredRoutes(), { version: 'test', serverUrl: 'https://app.threshold.test' });
type Operation = { operationId: string; responses: Record<string, unknown>; security: unknown[] };
const operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${route}`,
    ...(operation as Operation),
  })),
);

/** The one operation that has no 4xx answer: the health check takes nothing and needs no one. */
const NO_4XX = new Set(['GET /api/health']);

const workDir = mkdtempSync(path.join(tmpdir(), 'threshold-openapi-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => /^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the error answers: 401 wherever a caller is needed, a 4xx on every operation', () => {
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses);
      if (operation.security.length > 0) expect(statuses, operation.key).toContain('401');
      if (!NO_4XX.has(operation.key))
        expect(
          statuses.some((s) => s.startsWith('4')),
          operation.key,
        ).toBe(true);
    }
  });

  it('passes Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const unexpected = problems
      .filter(
        (p) =>
          !(
            p.ruleId === 'operation-4xx-response' &&
            p.location[0]?.pointer === '#/paths/~1api~1health/get/responses'
          ),
      )
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(unexpected).toEqual([]);
    // Linting the whole document takes seconds when the machine is busy (it took 6.5 s beside Playwright).
  }, 60_000);

  it('generates a typed client that compiles', async () => {
    const typesFile = path.join(workDir, 'threshold-api.d.ts');
    writeFileSync(typesFile, astToString(await openapiTS(JSON.stringify(doc))));
    const usageFile = path.join(workDir, 'usage.ts');
    writeFileSync(
      usageFile,
      [
        "import type { operations, paths } from './threshold-api';",
        "type DealPage = paths['/api/transactions']['get']['responses'][200]['content']['application/json'];",
        'export const firstId = (page: DealPage): string | undefined => page.items[0]?.id;',
        "type Problem = operations['postTokens']['responses'][400]['content']['application/json'];",
        'export const codeOf = (problem: Problem): string => problem.error.code;',
      ].join('\n'),
    );
    const program = ts.createProgram([usageFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
