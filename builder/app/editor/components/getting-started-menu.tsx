import type { GettingStartedStep } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { BlockStack, Box, Button, Popover, ProgressBar, Spinner, Text } from '@shopify/polaris';
import { ListBulletedIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { GettingStartedList } from '../../portals/getting-started-card';

/** Where a step is done from the editor: the Users area; the others are on this screen. */
const EDITOR_HINTS: Partial<Record<GettingStartedStep['id'], string>> = {
  section: 'Use Add Section on the page below.',
  data: 'Add a Data section, or open Data in this bar.',
  publish: 'Publish Changes, at the top right.',
};

/**
 * The editor's getting-started checklist (issue 24): the same steps as the workspace home,
 * read when opened (GET /api/sites/{id}/progress) so what autosave just stored is ticked.
 */
export function GettingStartedMenu({ siteId }: { siteId: string }) {
  const [open, setOpen] = useState(false);
  const progress = useFetcher<{ steps: GettingStartedStep[] }>();
  const steps = progress.data?.steps;
  const done = steps?.filter((s) => s.done).length ?? 0;
  const toggle = () => {
    if (!open) progress.load(`/api/sites/${siteId}/progress`);
    setOpen(!open);
  };
  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      ariaHaspopup="dialog"
      preferredAlignment="left"
      activator={
        <Button icon={ListBulletedIcon} onClick={toggle} disclosure={open ? 'up' : 'down'}>
          Getting started
        </Button>
      }
    >
      <Box padding="400" maxWidth="360px">
        {!steps ? (
          <Spinner size="small" accessibilityLabel="Loading the checklist" />
        ) : (
          <BlockStack gap="300">
            <Text as="h2" variant="headingSm" id="editor-getting-started">
              {`Getting started: ${done} of ${steps.length} done`}
            </Text>
            <ProgressBar progress={(done / steps.length) * 100} size="small" ariaLabelledBy="editor-getting-started" />
            <GettingStartedList
              steps={steps.map((s) => (EDITOR_HINTS[s.id] && !s.done ? { ...s, help: EDITOR_HINTS[s.id]! } : s))}
              hrefFor={(step) => (step.id === 'accounts' || step.id === 'invite' ? `/edit/${siteId}/users` : undefined)}
            />
          </BlockStack>
        )}
      </Box>
    </Popover>
  );
}
