import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  accessWords,
  fillPath,
  openApiDocument,
  pathParameters,
  route,
  routeKey,
  routeListMarkdown,
  ROUTE_CONTRACTS,
  type AnyContract,
} from '../src/contracts';

const all: AnyContract[] = Object.values(ROUTE_CONTRACTS).flatMap((routes) => Object.values(routes));

describe('a route contract', () => {
  it('reads nothing it does not name', () => {
    const bare = route<{ code: 200 }>()({ method: 'GET', path: '/a', summary: 'A.', access: { public: true } });
    expect(bare.params.parse({ id: 'x' })).toEqual({});
    expect(bare.query.parse({ q: 'x' })).toEqual({});
    expect(bare.body.parse({ any: 'thing' })).toBeUndefined();
    expect([bare.files, bare.refusals, bare.readable]).toEqual([[], [], []]);
  });

  it('names its path parameters, patterns aside, and fills them encoded', () => {
    expect(pathParameters('/candidatures/:id/:file(cv|lettre|photo)')).toEqual(['id', 'file']);
    expect(fillPath('/candidatures/:id/:file(cv|lettre|photo)', { id: 'a/b', file: 'cv' })).toBe('/candidatures/a%2Fb/cv');
    expect(fillPath('/offres/:id/postuler', {})).toBe('/offres//postuler');
    expect(routeKey({ method: 'POST', path: '/x/:id' })).toBe('POST /x/:id');
  });

  it('is defined once per method and path, with a schema for each path parameter', () => {
    const keys = all.map(routeKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    for (const contract of all) {
      const declared = Object.keys((contract.params as unknown as { shape?: object }).shape ?? {});
      expect([routeKey(contract), declared.sort()]).toEqual([routeKey(contract), pathParameters(contract.path).sort()]);
    }
  });

  it('says who may call it in words', () => {
    expect(accessWords({ public: true })).toBe('Anyone.');
    expect(accessWords({ roles: ['candidat', 'recruteur'] })).toBe('Signed in as candidat or recruteur.');
    expect(accessWords({ member: { type: 'entreprise', role: 'proprietaire' } })).toBe('A member of a company (its owner).');
    expect(accessWords({ member: { type: 'ecole', subscribed: true } })).toBe('A member of a school (while subscribed).');
    expect(accessWords({ member: { confirmed: true } })).toBe('A member of an account (with a confirmed address).');
  });
});

describe('the OpenAPI document', () => {
  const document = openApiDocument(ROUTE_CONTRACTS, '1.0.0') as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          parameters: Array<{ name: string; in: string }>;
          security?: unknown;
          responses: Record<string, unknown>;
          requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
        }
      >
    >;
  };
  const operations = Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([m, op]) => ({ path: p, method: m, op })),
  );

  it('has one operation per contract, each with a unique id, its path parameters and its refusals', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(all.length);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path: p, op } of operations) {
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters.filter((param) => param.in === 'path').map((param) => param.name)).toEqual(inPath);
      if (op.security) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('describes a multipart body with its files and a JSON body with its fields', () => {
    const apply = document.paths['/api/offres/{id}/postuler']!.post!;
    const multipart = apply.requestBody!.content['multipart/form-data']!.schema.properties!;
    expect(multipart.cv!.format).toBe('binary');
    expect(multipart.candidatOffreReponse).toBeDefined();
    const order = document.paths['/api/recrutement/commande']!.post!;
    expect(order.requestBody!.content['application/json']!.schema.properties!.achat).toBeDefined();
    expect(document.paths['/api/candidat/candidatures']!.get!.parameters.map((param) => param.name)).toEqual([
      'page',
      'statut',
      'searchCandidature',
    ]);
  });

  it('lists the throttle’s 429 for a throttled route', () => {
    const sent = route<unknown>()({
      method: 'POST',
      path: '/contact',
      summary: 'Contact.',
      access: { public: true },
      throttle: { rule: 'contact' },
    });
    const paths = openApiDocument({ contact: { sent } }, '1').paths as Record<string, Record<string, { responses: object }>>;
    expect(Object.keys(paths['/api/contact']!.post!.responses)).toEqual(['200', '429']);
  });

  it('leaves open what JSON Schema cannot say (a transform) rather than failing', () => {
    const odd = route<unknown>()({
      method: 'POST',
      path: '/odd',
      summary: 'Odd.',
      access: { public: true },
      body: z.object({ n: z.string().transform(Number) }),
    });
    expect(() => openApiDocument({ odd: { odd } }, '1')).not.toThrow();
  });
});

it('docs/routes.md is the contracts’ route list (`npm run routes` writes it)', () => {
  const written = readFileSync(path.join(__dirname, '../../docs/routes.md'), 'utf8');
  expect(written).toBe(routeListMarkdown(ROUTE_CONTRACTS));
});
