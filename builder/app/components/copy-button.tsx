import { Button, type ButtonProps } from '@shopify/polaris';
import { CheckIcon, ClipboardIcon } from '@shopify/polaris-icons';
import { useEffect, useState } from 'react';
import { useToast } from './builder-frame';

/** How long the button shows that it copied. */
const COPIED_FOR_MS = 2500;

export interface CopyButtonProps {
  text: string;
  /** The toast once copied, e.g. 'Invitation link copied to clipboard.' */
  copiedMessage: string;
  /** The button's text; without it, an icon button named by accessibilityLabel. */
  children?: string;
  accessibilityLabel?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Copies a value (a link, a DNS record, the embed code) to the clipboard and confirms it: a
 * toast, and for a moment the button itself says 'Copied' (or shows a check mark). Where the
 * Clipboard API is unavailable or refused (a page not served over https or from localhost), the
 * toast says so, so the person can select the value instead.
 */
export function CopyButton({
  text,
  copiedMessage,
  children,
  accessibilityLabel,
  size = 'slim',
  variant,
}: CopyButtonProps) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast(copiedMessage);
    } catch {
      toast('Your browser did not allow copying. Select the value and copy it yourself.', { error: true });
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      icon={copied ? CheckIcon : children ? undefined : ClipboardIcon}
      accessibilityLabel={accessibilityLabel}
      onClick={() => void copy()}
    >
      {children && copied ? 'Copied' : children}
    </Button>
  );
}
