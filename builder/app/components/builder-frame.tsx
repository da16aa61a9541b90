import { Frame, Toast, type FrameProps } from '@shopify/polaris';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';

export interface ToastOptions {
  /** Critical styling, for failures ("server message or the generic one"). */
  error?: boolean;
  /** Milliseconds before it hides; Polaris's default (5 s) when absent. */
  duration?: number;
  /** A link shown in the toast, opened in a new tab (e.g. "View portal" after publishing); the toast then stays 10 s. */
  link?: { content: string; url: string };
}

/** Shows one toast; a newer toast replaces the one on screen. */
export type ShowToast = (content: string, options?: ToastOptions) => void;

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

const ToastContext = createContext<ShowToast | null>(null);

/** What a screen reader says for a toast's close button. */
export const TOAST_CLOSE_LABEL = 'Dismiss notification';

/**
 * Polaris 13's toast close button is an icon without a name (axe: button-name; Polaris renders
 * it in its own portal and takes no label): while a toast shows, each such button is named.
 */
function useNamedToastCloseButton(toastId: number | undefined) {
  useEffect(() => {
    if (toastId === undefined) return;
    const name = () => {
      for (const button of document.querySelectorAll('.Polaris-Frame-Toast__CloseButton:not([aria-label])')) {
        button.setAttribute('aria-label', TOAST_CLOSE_LABEL);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [toastId]);
}

/**
 * A Polaris `Frame` with a toast outlet, for every builder page that needs toasts.
 *
 * - The authenticated shell (routes/_shell.tsx) renders it with `topBar` and `navigation`.
 * - Full-screen pages outside the shell (create-portal wizard, editor) render it bare:
 *   `<BuilderFrame>{page}</BuilderFrame>`. It takes every `FrameProps` prop.
 *
 * Anywhere inside, `const toast = useToast(); toast('Page cloned.')` or
 * `toast(message, { error: true })`.
 */
export function BuilderFrame({ children, ...frameProps }: FrameProps) {
  const [toast, setToast] = useState<(ToastOptions & { id: number; content: string }) | null>(null);
  const show = useCallback<ShowToast>((content, options = {}) => {
    setToast({ id: Date.now() + Math.random(), content, ...options });
  }, []);
  useNamedToastCloseButton(toast?.id);
  useEffect(() => {
    // Polaris's Frame labels the div around the navigation without a role: a name on nothing,
    // which axe counts as content outside the landmarks (region). The <nav> inside is the landmark.
    if (frameProps.navigation) document.getElementById('AppFrameNav')?.removeAttribute('aria-label');
  }, [frameProps.navigation]);
  return (
    <ToastContext.Provider value={show}>
      <Frame {...frameProps}>
        {children}
        {toast ? (
          <Toast
            key={toast.id}
            content={toast.content}
            error={toast.error}
            duration={toast.duration}
            action={
              toast.link ? { content: toast.link.content, onAction: () => openInNewTab(toast.link!.url) } : undefined
            }
            onDismiss={() => setToast(null)}
          />
        ) : null}
      </Frame>
    </ToastContext.Provider>
  );
}

/** The toast function of the nearest `BuilderFrame`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs a <BuilderFrame> above it.');
  return show;
}
