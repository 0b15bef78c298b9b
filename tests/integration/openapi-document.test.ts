// The OpenAPI document (server/openapi/document.ts): the committed copy that GET /api/openapi.json serves is what the
// route declarations say now, it is valid OpenAPI 3.1 for swagger-parser, and Spectral's OpenAPI ruleset finds no
// error in it. The answers themselves are checked against it in the authorization matrix (tests/helpers/response-contract.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { responseCoverage } from '@/server/openapi/document';
import { renderOpenApi } from '@/scripts/openapi';
import { GET as openApiJson } from '@/app/api/openapi.json/route';
import { callRoute } from '../helpers/http';
import { loadApiRoutes, type ApiRoute } from '../helpers/route-list';

const COMMITTED = path.resolve(import.meta.dirname, '../../server/openapi/openapi.generated.json');
// Spectral's packages are CommonJS; from ESM their exports sit on the default export.
const { Spectral, Document } = spectralCore as unknown as typeof import('@stoplight/spectral-core');
const { Json } = spectralParsers as unknown as typeof import('@stoplight/spectral-parsers');

describe('the OpenAPI document', () => {
  let routes: ApiRoute[];
  let committed: string;

  beforeAll(async () => {
    ({ routes } = await loadApiRoutes());
    committed = readFileSync(COMMITTED, 'utf8');
  }, 120_000);

  it('is what the routes declare now (run `npm run api:routes` after changing a route or a schema)', () => {
    expect(renderOpenApi(routes) === committed).toBe(true);
  });

  it('is served at /api/openapi.json to anyone', async () => {
    const res = await callRoute(openApiJson, { host: 'localhost:3000', path: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.1');
    expect(Object.keys(res.json.paths).length).toBeGreaterThan(200);
  });

  it('passes swagger-parser validation', async () => {
    await expect(SwaggerParser.validate(JSON.parse(committed))).resolves.toBeTruthy();
  }, 60_000);

  it("has no error under Spectral's OpenAPI ruleset", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [oas as never] } as never);
    const results = await spectral.run(new Document(committed, Json, 'openapi.json'));
    const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
    expect(errors).toEqual([]);
    // Warnings are advice; the count is reported in docs/api-contracts.md.
    console.info(`Spectral: ${results.length} findings, ${errors.length} errors`);
  }, 120_000);

  it('names every operation once, with its scope, action and roles', () => {
    const doc = JSON.parse(committed);
    const operations = Object.values(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap((item) => Object.values(item));
    expect(operations.length).toBe(routes.length);
    for (const op of operations) {
      expect(op['x-scope'], String(op.operationId)).toBeTruthy();
      expect(op['x-action'], String(op.operationId)).toBeTruthy();
      expect(String(op.description)).toContain(`\`${op['x-action']}\``);
    }
  });

  it('describes the rows of every list: no operation answers the generic list shape (a data array of anything)', () => {
    type Schema = { $ref?: string; anyOf?: Schema[]; type?: string; properties?: Record<string, Schema>; items?: Schema };
    const doc = JSON.parse(committed) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>; components: { schemas: Record<string, Schema> } };
    const resolve = (schema: Schema | undefined): Schema | undefined => (schema?.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').at(-1)!]) : schema);
    const generic: string[] = [];
    let lists = 0;
    for (const [pathName, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!status.startsWith('2')) continue;
          for (const media of Object.values(response.content ?? {})) {
            const schema = resolve(media.schema);
            // A route answering one of several shapes (GET /teams, /friendships, /users/search) has each as one anyOf.
            for (const shape of schema?.anyOf?.map(resolve) ?? [schema]) {
              const data = resolve(shape?.properties?.data);
              if (data?.type !== 'array') continue;
              lists += 1;
              const row = resolve(data.items);
              if (!row || Object.keys(row).length === 0) generic.push(`${method.toUpperCase()} ${pathName} ${status}`);
            }
          }
        }
      }
    }
    console.info(`Lists: ${lists} list answers, ${generic.length} with rows left undescribed`);
    expect(lists).toBeGreaterThan(90);
    expect(generic).toEqual([]);
  });

  it('describes the success of every route but a new one or two (coverage may only go up)', () => {
    const { described, total } = responseCoverage(routes);
    console.info(`Response schemas: ${described} of ${total} operations`);
    // Every route declared its answer (a schema, no body, a file or a redirect) when this was 100 %; the margin lets a
    // route land before its schema, not a feature.
    expect(total - described).toBeLessThanOrEqual(3);
  });
});
