import { AccountCard, PortalFrame, ThemeFontPlacement, type THeaderAccount } from '@atrium/sections';
import type { TSnapshot } from '@atrium/core';
import type { ReactNode } from 'react';

export { AccountField, FormMessage } from '@atrium/sections';

/** An account page (log in, sign up, My Account…) inside the portal's own header, footer and theme. */
export function AccountPage({
  snapshot,
  account,
  path,
  heading,
  children,
}: {
  snapshot: TSnapshot;
  account: THeaderAccount;
  path: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <ThemeFontPlacement.Provider value="document-head">
      <PortalFrame snapshot={snapshot} currentPath={path} account={account}>
        <AccountCard heading={heading}>{children}</AccountCard>
      </PortalFrame>
    </ThemeFontPlacement.Provider>
  );
}
