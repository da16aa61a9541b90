import { Badge, BlockStack, Box, Button, Icon, InlineStack, Popover, Text, TextField, Tooltip } from '@shopify/polaris';
import { HomeIcon, LockIcon, PersonLockIcon, PlusIcon, SearchIcon, SettingsIcon } from '@shopify/polaris-icons';
import { Link } from '@remix-run/react';
import { useState, type MouseEvent } from 'react';
import { ACCOUNT_PAGES } from '@atrium/core';
import { filterPages, pageLabel } from '../editor-state';
import type { EditorData } from '../load-editor.server';

interface PageMenuProps {
  data: EditorData;
  onAddPage: () => void;
  onPageSettings: (pageId: string) => void;
  /** Opens the page access dialog of a page, in one click. */
  onPageAccess: (pageId: string) => void;
  /** Selects a page (after the editor saved the current one). Without it the link navigates itself. */
  onSelectPage?: (pageId: string) => void;
}

/**
 * The page selector (spec doc 3 §2.5): 'Search for page', Add Page, the User Account block (My
 * Account, Sign up, Log In; with user accounts on), and the Pages list with
 * name, path, the home and password badges, and per page an Access button (straight to its page
 * access dialog) and a Settings button. Choosing a page
 * is a client-side navigation to `?pageId=` (through `onSelectPage` when given).
 */
export function PageMenu({ data, onAddPage, onPageSettings, onPageAccess, onSelectPage }: PageMenuProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const pages = filterPages(data.pages, query);
  const close = () => setOpen(false);
  const pick = (event: MouseEvent, pageId: string) => {
    close();
    // A plain click goes through the editor, which saves pending changes first;
    // modified clicks (new tab) keep the link's own behaviour.
    if (!onSelectPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelectPage(pageId);
  };

  return (
    <Popover
      active={open}
      onClose={close}
      preferredAlignment="left"
      autofocusTarget="first-node"
      activator={
        <Button
          disclosure={open ? 'up' : 'down'}
          onClick={() => setOpen((v) => !v)}
          accessibilityLabel={`Pages: ${pageLabel(data.page)}`}
        >
          {pageLabel(data.page)}
        </Button>
      }
    >
      <div className="atrium-page-menu">
        <Box padding="300">
          <BlockStack gap="300">
            <TextField
              label="Search for page"
              labelHidden
              placeholder="Search for page"
              value={query}
              onChange={setQuery}
              prefix={<Icon source={SearchIcon} />}
              autoComplete="off"
              clearButton
              onClearButtonClick={() => setQuery('')}
            />
            <Button
              icon={PlusIcon}
              fullWidth
              onClick={() => {
                close();
                onAddPage();
              }}
            >
              Add Page
            </Button>
            {data.headerAccount && (
              <>
                <Text as="h2" variant="headingXs" tone="subdued">
                  User Account
                </Text>
                <AccountPageList data={data} onPick={pick} />
              </>
            )}
            <Text as="h2" variant="headingXs" tone="subdued">
              Pages
            </Text>
          </BlockStack>
        </Box>
        {pages.length === 0 ? (
          <Box paddingInline="300" paddingBlockEnd="300">
            <Text as="p" tone="subdued">
              No results found
            </Text>
          </Box>
        ) : (
          <PageList
            pages={pages}
            currentId={data.page.id}
            onPick={pick}
            onSettings={(id) => {
              close();
              onPageSettings(id);
            }}
            onAccess={(id) => {
              close();
              onPageAccess(id);
            }}
          />
        )}
      </div>
    </Popover>
  );
}

type PickPage = (event: MouseEvent, pageId: string) => void;

/** The User Account block: My Account, Sign up and Log In. */
function AccountPageList({ data, onPick }: { data: EditorData; onPick: PickPage }) {
  return (
    <ul className="atrium-page-menu__list" aria-label="User Account">
      {ACCOUNT_PAGES.map((page) => {
        const current = page.id === data.page.id;
        return (
          <li key={page.id} className="atrium-page-menu__row" data-current={current || undefined}>
            <Link
              className="atrium-page-menu__link"
              to={{ search: `?pageId=${page.id}` }}
              aria-current={current ? 'page' : undefined}
              onClick={(event) => onPick(event, page.id)}
            >
              <Text as="span" fontWeight="semibold">
                {pageLabel(page)}
              </Text>
              <Text as="span" tone="subdued">
                {page.path}
              </Text>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The Pages list: name, path, the home and password badges, and Access and Settings buttons per page. */
function PageList({
  pages,
  currentId,
  onPick,
  onSettings,
  onAccess,
}: {
  pages: EditorData['pages'];
  currentId: string;
  onPick: PickPage;
  onSettings: (pageId: string) => void;
  onAccess: (pageId: string) => void;
}) {
  return (
    <ul className="atrium-page-menu__list" aria-label="Pages">
      {pages.map((page) => {
        const current = page.id === currentId;
        return (
          <li key={page.id} className="atrium-page-menu__row" data-current={current || undefined}>
            <Link
              className="atrium-page-menu__link"
              to={{ search: `?pageId=${encodeURIComponent(page.id)}` }}
              aria-current={current ? 'page' : undefined}
              onClick={(event) => onPick(event, page.id)}
            >
              <InlineStack gap="150" blockAlign="center" wrap={false}>
                <Text as="span" fontWeight="semibold" truncate>
                  {page.name}
                </Text>
                {page.isHome && (
                  <Badge tone="info" icon={HomeIcon} toneAndProgressLabelOverride="Home page">
                    Home
                  </Badge>
                )}
                {page.passwordProtected && (
                  <Tooltip content="Page is password protected">
                    <Badge icon={LockIcon} toneAndProgressLabelOverride="Page is password protected" />
                  </Tooltip>
                )}
              </InlineStack>
              <Text as="span" tone="subdued" truncate>
                {page.path}
              </Text>
            </Link>
            <Tooltip content="Who can open this page">
              <Button
                variant="tertiary"
                icon={PersonLockIcon}
                onClick={() => onAccess(page.id)}
                accessibilityLabel={`Page access: ${page.name}`}
              />
            </Tooltip>
            <Button
              variant="tertiary"
              icon={SettingsIcon}
              onClick={() => onSettings(page.id)}
              accessibilityLabel={`Settings for ${page.name}`}
            >
              Settings
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
