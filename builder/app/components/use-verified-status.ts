import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';

/**
 * Whether the builder's email is verified, kept current on an already-open tab: while it is not,
 * coming back to the tab (focus, or the tab becoming visible) asks GET /api/users/verify, so a
 * builder who verified in another tab sees the banner go and Publish turn on without reloading.
 */
export function useVerifiedStatus(verified: boolean): boolean {
  const fetcher = useFetcher<{ verified: boolean }>();
  const verifiedNow = verified || fetcher.data?.verified === true;
  const { load } = fetcher;
  useEffect(() => {
    if (verifiedNow) return;
    const check = () => {
      if (document.visibilityState === 'visible') load('/api/users/verify');
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [verifiedNow, load]);
  return verifiedNow;
}
