/**
 * Folders that import each other both ways. An import from file A to file B is a dependency
 * between the two sibling folders that hold them under their closest common folder (so
 * `core/src/data/x.ts` -> `core/src/sections/types/y.ts` makes `data` depend on `sections`, and
 * `sections/types` -> `sections/parts` makes `types` depend on `parts`). Files directly in the
 * common folder are not a folder of their own (an `index.ts` re-exporting its folder is fine).
 */
import { posix } from 'node:path';
import type { ImportEdge } from './imports';

export interface FolderCycle {
  /** The folder both sit in. */
  parent: string;
  a: string;
  b: string;
  /** One import each way, as evidence. */
  aToB: ImportEdge[];
  bToA: ImportEdge[];
}

function siblingFolders(from: string, to: string): { parent: string; a: string; b: string } | undefined {
  const fromParts = posix.dirname(from).split('/');
  const toParts = posix.dirname(to).split('/');
  let common = 0;
  while (common < fromParts.length && common < toParts.length && fromParts[common] === toParts[common]) common++;
  const a = fromParts[common];
  const b = toParts[common];
  if (a === undefined || b === undefined) return undefined;
  return { parent: fromParts.slice(0, common).join('/'), a, b };
}

export function folderCycles(edges: readonly ImportEdge[]): FolderCycle[] {
  const byPair = new Map<string, { parent: string; a: string; b: string; edges: ImportEdge[] }>();
  for (const edge of edges) {
    const pair = siblingFolders(edge.from, edge.to);
    if (!pair) continue;
    const key = `${pair.parent}\0${pair.a}\0${pair.b}`;
    const entry = byPair.get(key) ?? { ...pair, edges: [] };
    entry.edges.push(edge);
    byPair.set(key, entry);
  }
  const cycles: FolderCycle[] = [];
  for (const entry of byPair.values()) {
    if (entry.a > entry.b) continue;
    const back = byPair.get(`${entry.parent}\0${entry.b}\0${entry.a}`);
    if (!back) continue;
    cycles.push({ parent: entry.parent, a: entry.a, b: entry.b, aToB: entry.edges, bToA: back.edges });
  }
  return cycles.sort((x, y) => `${x.parent}/${x.a}`.localeCompare(`${y.parent}/${y.a}`));
}
