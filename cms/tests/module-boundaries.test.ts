import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The cms as modules (issue #39 item 5), read from the sources without booting Strapi: a feature folder is used by
 * others only through its `index.ts`, no two modules import each other (directly or round a loop), and a content
 * type's UID is written once (`src/uids.ts`).
 */
const SRC = path.join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every relative import of a file (static, re-exports and `import()`), resolved to the file it reaches. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) &&
            node.expression.kind === ts.SyntaxKind.ImportKeyword &&
            node.arguments[0] &&
            ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : null;
    const target = specifier === null ? null : resolveImport(file, specifier);
    if (target) found.push(target);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A file's module: `api/<feature>` for a feature folder, else the shared folder (`search`, `contracts`…) or file. */
function moduleOf(file: string): string {
  const [top = '', feature = ''] = path.relative(SRC, file).split(path.sep);
  return top === 'api' ? `api/${feature}` : top.replace(/\.ts$/, '');
}

const files = sourceFiles(SRC);
const edges = files.flatMap((file) => importsOf(file).map((target) => ({ file, target })));

it('reaches another feature only through its index', () => {
  const deep = edges
    .filter(({ file, target }) => moduleOf(target).startsWith('api/') && moduleOf(target) !== moduleOf(file))
    .filter(({ target }) => target !== path.join(SRC, moduleOf(target), 'index.ts'))
    .map(({ file, target }) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
  expect(deep).toEqual([]);
});

it('has no loop between modules, nor between files', () => {
  const loops = (graph: Map<string, Set<string>>): string[][] => {
    // Tarjan's strongly connected components: any with two members or more is a loop.
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const found: string[][] = [];
    const visit = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      for (const to of graph.get(node) ?? []) {
        if (!index.has(to)) {
          visit(to);
          low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
        } else if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member !== undefined) component.push(member);
        } while (member !== undefined && member !== node);
        if (component.length > 1) found.push(component.sort());
      }
    };
    for (const node of graph.keys()) if (!index.has(node)) visit(node);
    return found;
  };
  const graphOf = (key: (file: string) => string) => {
    const graph = new Map<string, Set<string>>();
    for (const { file, target } of edges) {
      const [from, to] = [key(file), key(target)];
      if (from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
      if (!graph.has(to)) graph.set(to, new Set());
    }
    return graph;
  };
  expect(loops(graphOf(moduleOf))).toEqual([]);
  expect(loops(graphOf((file) => path.relative(SRC, file)))).toEqual([]);
});

it('writes each content type UID once, in src/uids.ts', () => {
  const uid = /['"`](?:api|plugin)::[a-z-]+\.[a-z-]+['"`]/g;
  const generated = readFileSync(path.join(__dirname, '..', 'types', 'generated', 'contentTypes.d.ts'), 'utf8');
  const contentTypes = new Set([...generated.matchAll(/^\s+'((?:api|plugin)::[a-z-]+\.[a-z-]+)'/gm)].map((match) => match[1]));
  const elsewhere = files
    .filter((file) => file !== path.join(SRC, 'uids.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(uid)]
        .map((match) => match[0].slice(1, -1))
        .filter((written) => contentTypes.has(written))
        .map((written) => `${path.relative(SRC, file)}: ${written}`),
    );
  expect(contentTypes.size).toBeGreaterThan(30);
  expect(elsewhere).toEqual([]);
});
