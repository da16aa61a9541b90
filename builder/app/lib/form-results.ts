import type { SubmissionResult } from '@conform-to/react';

/**
 * What the workspace and portal actions answer, and how dialogs tell the answers apart:
 * a conform submission result (validation or a refused call, with field or form errors),
 * `{ ok: true, message }` on success, or the route builder's `{ ok: false, error }` when the
 * request was refused before the form was read (not a member: 404).
 */
export interface ActionSuccess {
  ok: true;
  /** The success toast. */
  message: string;
}

export interface ActionRefusal {
  ok: false;
  error: string;
  field?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function submissionResultOf(value: unknown): SubmissionResult<string[]> | undefined {
  return isObject(value) && !('ok' in value) ? (value as SubmissionResult<string[]>) : undefined;
}

export function successOf<T extends ActionSuccess>(value: unknown): T | undefined {
  return isObject(value) && value.ok === true ? (value as unknown as T) : undefined;
}

export function refusalOf(value: unknown): ActionRefusal | undefined {
  return isObject(value) && value.ok === false ? (value as unknown as ActionRefusal) : undefined;
}
