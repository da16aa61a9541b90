import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useToast } from '../components/builder-frame';

export type ApiAnswer = { ok: true; message?: string } | { ok: false; error?: string; [key: string]: unknown };

/**
 * A fetcher for the JSON APIs of User Management: sends JSON or form data, toasts the server's
 * message (success) or error (critical), and calls `onDone` once per successful answer.
 */
export function useApiFetcher<T extends Record<string, unknown>>(onDone?: (data: T & { ok: true }) => void) {
  const fetcher = useFetcher<T & { ok?: boolean; message?: string; error?: string }>();
  const toast = useToast();
  const handled = useRef<unknown>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const answer = fetcher.data;
    if (answer.ok) {
      // An answer that published the portal (Publish and invite) links to it, as Publish does.
      const url = (answer as { url?: unknown }).url;
      if (answer.message)
        toast(answer.message, typeof url === 'string' ? { link: { content: 'View portal', url } } : undefined);
      done.current?.(answer as T & { ok: true });
    } else if (answer.error) {
      toast(answer.error, { error: true });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const send = (action: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: Record<string, unknown>) =>
    fetcher.submit(body ? JSON.stringify(body) : null, {
      method,
      action,
      encType: body ? 'application/json' : undefined,
    });
  const sendForm = (action: string, method: 'POST' | 'PUT', form: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) for (const item of [value].flat()) data.append(key, item);
    return fetcher.submit(data, { method, action });
  };
  return { fetcher, send, sendForm, busy: fetcher.state !== 'idle' };
}

/** Field errors of a conform reply (`{ error: { field: [message] } }`), if the answer is one. */
export function fieldError(data: unknown, field: string): string | undefined {
  const error = (data as { error?: unknown } | undefined)?.error;
  if (!error || typeof error !== 'object') return undefined;
  const messages = (error as Record<string, unknown>)[field];
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}
