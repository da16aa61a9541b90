import type { DocumentParts } from './document-history';
import type { EditorDocument } from './editor-document';
import type { TSaveDraftRequest } from './save-draft-request';

/**
 * What autosave knows about the server, as pure functions (tested in editor-document.test.ts).
 *
 * The baseline is the document as the server has it: what the editor loaded, then each part
 * the server acknowledged. A part of the live document that is not the baseline's object is
 * unsaved. `revision` is the server's `updatedAt` the baseline corresponds to, sent as
 * `baseUpdatedAt` so a save over someone else's newer change is refused (409) instead of
 * silently overwriting it.
 */
export const PART_NAMES = ['contents', 'header', 'footer', 'theme'] as const;
export type PartName = (typeof PART_NAMES)[number];

export interface DraftBaseline {
  pageId: string;
  parts: Required<DocumentParts>;
  revision: string;
}

export function baselineOf(doc: EditorDocument, revision: string): DraftBaseline {
  const { pageId, contents, header, footer, theme } = doc;
  return { pageId, parts: { contents, header, footer, theme }, revision };
}

/** The parts of the live document that the server does not have yet. */
export function unsavedParts(baseline: DraftBaseline, doc: EditorDocument): PartName[] {
  if (doc.pageId !== baseline.pageId) return [...PART_NAMES];
  return PART_NAMES.filter((name) => doc[name] !== baseline.parts[name]);
}

/** The request body for the unsaved parts (undefined when everything is saved). */
export function saveRequest(baseline: DraftBaseline, doc: EditorDocument): TSaveDraftRequest | undefined {
  const names = unsavedParts(baseline, doc);
  if (names.length === 0) return undefined;
  const body: TSaveDraftRequest = { pageId: doc.pageId, baseUpdatedAt: baseline.revision };
  for (const name of names) body[name] = doc[name];
  return body;
}

/** The baseline once the server acknowledged `sent` (the document the request was made from). */
export function afterSave(
  baseline: DraftBaseline,
  sent: EditorDocument,
  names: readonly PartName[],
  updatedAt: string,
): DraftBaseline {
  if (sent.pageId !== baseline.pageId) return baseline;
  const parts = { ...baseline.parts };
  for (const name of names) (parts as Record<PartName, unknown>)[name] = sent[name];
  return { ...baseline, parts, revision: updatedAt };
}

/**
 * The loader brought the server's drafts again (after another intent, e.g. a new page added a
 * header link). Parts the editor has not changed take the server's version (`sync`); unsaved
 * parts stay. The revision moves forward only when no unsaved part was changed on the server
 * meanwhile, so a real conflict still answers 409. Server data older than the baseline (a load
 * that started before the last save landed) is ignored.
 */
export function reconcileWithServer(
  baseline: DraftBaseline,
  doc: EditorDocument,
  server: EditorDocument,
  serverRevision: string,
): { baseline: DraftBaseline; sync: DocumentParts | null } {
  if (server.pageId !== baseline.pageId || Date.parse(serverRevision) < Date.parse(baseline.revision)) {
    return { baseline, sync: null };
  }
  const unsaved = new Set(unsavedParts(baseline, doc));
  const sync: DocumentParts = {};
  const parts = { ...baseline.parts };
  let conflicting = false;
  for (const name of PART_NAMES) {
    if (sameJson(server[name], baseline.parts[name])) continue;
    if (unsaved.has(name)) {
      conflicting = true;
      continue;
    }
    (sync as Record<PartName, unknown>)[name] = server[name];
    (parts as Record<PartName, unknown>)[name] = server[name];
  }
  return {
    baseline: { ...baseline, parts, revision: conflicting ? baseline.revision : serverRevision },
    sync: Object.keys(sync).length > 0 ? sync : null,
  };
}

/** Deep equality of JSON values, ignoring key order (the server re-orders keys as its schemas do). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((k) => left[k] !== undefined);
  const otherKeys = Object.keys(right).filter((k) => right[k] !== undefined);
  return keys.length === otherKeys.length && keys.every((k) => sameJson(left[k], right[k]));
}

/** The later of two ISO times. */
export function laterOf(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
