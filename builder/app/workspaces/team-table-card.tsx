import { BlockStack, Card, Text } from '@shopify/polaris';
import { useCallback, useState, type ReactNode } from 'react';
import { TeamConfirmDialog, type TeamConfirmation } from './team-confirm-dialog';

/**
 * A card of the members page holding a table (pending invitations, members): its title, the
 * table, and the confirmation of whichever row action was chosen. `children` gets `confirm`
 * to open it.
 */
export function TeamTableCard(props: {
  title: string;
  action: string;
  onSuccess?: (data: unknown) => void;
  children: (confirm: (confirmation: TeamConfirmation) => void) => ReactNode;
}) {
  const [confirming, setConfirming] = useState<TeamConfirmation | null>(null);
  const close = useCallback(() => setConfirming(null), []);
  return (
    <Card padding="0">
      <BlockStack>
        <div className="atrium-team__card-head">
          <Text as="h2" variant="headingMd">
            {props.title}
          </Text>
        </div>
        {props.children(setConfirming)}
      </BlockStack>
      {confirming ? (
        <TeamConfirmDialog
          action={props.action}
          confirmation={confirming}
          onClose={close}
          onSuccess={props.onSuccess}
        />
      ) : null}
    </Card>
  );
}
