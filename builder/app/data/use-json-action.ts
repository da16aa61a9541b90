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
  const handled = useRef<unknown>(undefined);
  // JSON answers of the API routes: plain data, already in the shape the route sent.
  const answer = (fetcher.state === 'idle' ? fetcher.data : undefined) as JsonAnswer<T> | undefined;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
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
    busy: fetcher.state !== 'idle',
    error: answer && !answer.ok ? answer.error : undefined,
  };
}
