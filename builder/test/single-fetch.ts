import { decode } from 'turbo-stream';

/** Reads a single-fetch (`.data`) response body the way the Remix client does. */
export async function decodeSingleFetch(res: Response): Promise<unknown> {
  if (!res.body) return undefined;
  const decoded = await decode(res.body, {
    plugins: [
      (type: string, ...rest: unknown[]) => {
        if (type === 'SanitizedError') return { value: new Error(String(rest[1])) };
        if (type === 'ErrorResponse') return { value: { status: rest[1], data: rest[0] } };
        if (type === 'SingleFetchRedirect') return { value: { redirect: rest[0] } };
        return undefined;
      },
      (type: string, value?: unknown) => {
        if (type === 'SingleFetchFallback') return { value: undefined };
        if (type === 'SingleFetchClassInstance') return { value };
        return undefined;
      },
    ],
  });
  await decoded.done;
  return decoded.value;
}
