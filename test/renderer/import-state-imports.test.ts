// The import wizard's state modules import one another in one direction only: the wizard makes
// the import, the import makes its Review and Send states, and those see it through the small
// interfaces of import-parts.ts. A loop (even of `import type`) would tie them back together.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDER = join(import.meta.dirname, '..', '..', 'src-renderer', 'src', 'screens', 'import');

/** Each .ts module of the folder -> the modules of the same folder it imports. */
function localImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(FOLDER).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(FOLDER, file), 'utf8');
    const targets = [...text.matchAll(/from '\.\/([^']+)'/g)].map((m) => `${m[1]}.ts`);
    graph.set(file, targets);
  }
  return graph;
}

/** The first loop found, as the path around it; null when there is none. */
function findLoop(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next, [...path, file]);
      if (loop) return loop;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const loop = visit(file, []);
    if (loop) return loop;
  }
  return null;
}

describe('the import wizard state modules', () => {
  it('import one another without a loop', () => {
    const graph = localImports();
    expect(graph.get('file-import.svelte.ts')).toContain('review-state.svelte.ts');
    expect(findLoop(graph)).toBeNull();
  });

  it('the loop finder finds a loop through a type import', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findLoop(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
