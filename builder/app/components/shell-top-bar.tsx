import { useSubmit } from '@remix-run/react';
import { TopBar } from '@shopify/polaris';
import { EmailIcon, ExitIcon, PersonIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import type { CurrentUser } from '../auth/current-user';

export interface ShellTopBarProps {
  user: CurrentUser;
  /** Adds a 'Dev mailbox' link (embedded mode outside production). */
  devMailbox: boolean;
  onOpenProfile(): void;
  onToggleNavigation(): void;
}

export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return letters || user.email.charAt(0).toUpperCase();
}

/**
 * The shell's top bar: the user menu with Profile, Dev mailbox (when available) and Log out.
 * Polaris closes the menu itself after any item (it calls onToggle), so items must not.
 */
export function ShellTopBar({ user, devMailbox, onOpenProfile, onToggleNavigation }: ShellTopBarProps) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const items = [
    {
      content: 'Profile',
      icon: PersonIcon,
      onAction: onOpenProfile,
    },
    ...(devMailbox ? [{ content: 'Dev mailbox', icon: EmailIcon, url: '/dev/mailbox' }] : []),
    {
      content: 'Log out',
      icon: ExitIcon,
      onAction: () => submit(null, { method: 'post', action: '/logout', navigate: true }),
    },
  ];
  // Polaris's Frame puts the top bar in a plain div: the header makes it the page's banner
  // landmark, so the logo and the user menu are in one (axe: region).
  return (
    <header>
      <TopBar
        showNavigationToggle
        onNavigationToggle={onToggleNavigation}
        userMenu={
          <TopBar.UserMenu
            name={name || user.email}
            detail={user.email}
            initials={initialsOf(user)}
            actions={[{ items }]}
            open={open}
            onToggle={() => setOpen((value) => !value)}
          />
        }
      />
    </header>
  );
}
