import { useNavigate, useRevalidator } from '@remix-run/react';
import { useCallback } from 'react';
import { useToast } from '../../components/builder-frame';

export const SAVE_BEFORE_SWITCH_FAILED =
  "Your changes to this page couldn't be saved yet, so it stays open. Try again.";

export type SelectPage = (pageId: string, options?: { discardUnsaved?: boolean }) => Promise<void>;

/**
 * Selects a page by changing `?pageId=` only (the editor stays mounted); the current page's pending
 * changes are saved first (`flush`), unless they are discarded (a deleted page's).
 */
export function useSelectPage(currentPageId: string, flush: () => Promise<boolean>): SelectPage {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  return useCallback(
    async (pageId: string, options: { discardUnsaved?: boolean } = {}) => {
      // Pending changes of this page are saved before another page replaces it.
      if (!options.discardUnsaved && !(await flush())) {
        toast(SAVE_BEFORE_SWITCH_FAILED, { error: true });
        return;
      }
      if (pageId === currentPageId) revalidator.revalidate();
      else navigate({ search: `?pageId=${encodeURIComponent(pageId)}` });
    },
    [currentPageId, navigate, revalidator, flush, toast],
  );
}
