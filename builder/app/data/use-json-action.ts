import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useToast } from '../components/builder-frame';

export type JsonAnswer<T> = ({ ok: true; message: string } & T) | { ok: false; error: string };

/**
 * Sends JSON to one of the builder's API routes through a fetcher. On success the answer's
 * message shows as a toast (unless `toast: false`) and `onDone` runs once with the answer; a refusal is returned as
 * `error` for the dialog to show beside its form.
 */
export function useJsonAction<T>(
  onDone: (answer: { ok: true; message: string } & T) => void,
  options: { toast?: boolean } = {},
) {
  const fetcher = useFetcher();
  const toast = useToast();
  // Each answer is handled once. The fetcher may hand the same answer over again as a new
  // object (after a revalidation): that must not repeat its toast, so answers are told apart
  // by content, and a new submission starts afresh.
  const handled = useRef<string | undefined>(undefined);
  const busy = fetcher.state !== 'idle';
  // JSON answers of the API routes: plain data, already in the shape the route sent.
  const answer = (busy ? undefined : fetcher.data) as JsonAnswer<T> | undefined;
  useEffect(() => {
    if (!answer) return;
    const key = JSON.stringify(answer);
    if (handled.current === key) return;
    handled.current = key;
    if (answer.ok) {
      if (options.toast !== false) toast(answer.message);
      onDone(answer);
    }
    // Each answer is handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return {
    send(method: 'POST' | 'PATCH' | 'DELETE', action: string, body: unknown) {
      handled.current = undefined;
      fetcher.submit(JSON.stringify(body), { method, action, encType: 'application/json' });
    },
    busy,
    error: answer && !answer.ok ? answer.error : undefined,
  };
}
