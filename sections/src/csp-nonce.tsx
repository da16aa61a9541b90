import { createContext, useContext } from 'react';

/**
 * The script nonce of the response being rendered (ADR 021): each app's entry.server provides it
 * from the request's load context, and every `<script>` the server renders carries it. In the
 * browser it is undefined (browsers hide nonces from the DOM, and scripts added after the page
 * loaded come from the app's own bundles).
 */
export const CspNonce = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
