import { useFetcher } from '@remix-run/react';
import { useToast } from '../../components/builder-frame';
import { useEffect, useRef } from 'react';
import { refusalOf, submissionResultOf, successOf } from '../../lib/form-results';
import type { EditorSuccess } from '../action-data';

export interface IntentFetcherOptions {
  /** Called once the action succeeded (after the loaders revalidated and the toast showed). */
  onDone?: (success: EditorSuccess) => void;
  /**
   * Where a refusal that belongs to no field goes: a toast (buttons: publish, set home,
   * delete) or `formErrors`, shown above the form (dialogs).
   */
  refusal: 'toast' | 'form';
}

/** A fetcher for one of the editor's intents, with the builder's toast and refusal handling. */
export function useIntentFetcher(options: IntentFetcherOptions) {
  const fetcher = useFetcher();
  const toast = useToast();
  const idle = fetcher.state === 'idle';
  const onDoneRef = useRef(options.onDone);
  const handled = useRef<unknown>(undefined);
  const { refusal: refusalTarget } = options;

  useEffect(() => {
    onDoneRef.current = options.onDone;
  });

  useEffect(() => {
    if (!idle || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const success = successOf<EditorSuccess>(fetcher.data);
    if (success) {
      // After a publish, the toast links to the live portal.
      toast(success.message, success.url ? { link: { content: 'View portal', url: success.url } } : undefined);
      onDoneRef.current?.(success);
      return;
    }
    const refusal = refusalOf(fetcher.data);
    if (refusal && refusalTarget === 'toast') toast(refusal.error, { error: true });
  }, [idle, fetcher.data, refusalTarget, toast]);

  const refusal = idle && refusalTarget === 'form' ? refusalOf(fetcher.data) : undefined;
  return {
    fetcher,
    submitting: !idle,
    /** conform's `lastResult` for a form posted through this fetcher. */
    lastResult: idle ? (submissionResultOf(fetcher.data) ?? null) : null,
    /** A refusal outside the form's fields, for FormErrorBanner. */
    refusal: refusal?.error,
  };
}
