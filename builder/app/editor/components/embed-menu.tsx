import {
  Banner,
  BlockStack,
  Box,
  Button,
  Checkbox,
  Divider,
  Form,
  InlineStack,
  Popover,
  Text,
  TextField,
} from '@shopify/polaris';
import { CodeIcon, DeleteIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState } from 'react';
import { EMBED_WEBSITES_MAX, EMBED_WEBSITE_MESSAGES, embedSnippet, parseEmbedWebsite } from '@atrium/core';
import { CopyButton } from '../../components/copy-button';
import { useApiFetcher } from '../../users/use-json-fetcher';
import type { EditorData } from '../load-editor.server';

export const EMBED_CODE_COPIED_MESSAGE = 'Embed code copied to clipboard.';
const ALREADY_LISTED_MESSAGE = 'That website is already in the list.';

type Embed = EditorData['embed'];

/**
 * The editor's Embed menu (spec doc 1 §2, §4; ADR 027): the widget snippet with a copy button,
 * the websites allowed to embed the portal (or, explicitly, any website), and the 'Disable URL
 * access' switch (embedOnly). Each change is saved at once through the app config API; the
 * editor's data is reloaded after it, so the menu always shows what is saved.
 */
export function EmbedMenu({ data }: { data: EditorData }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      preferredAlignment="left"
      ariaHaspopup="dialog"
      fluidContent
      activator={
        <Button icon={CodeIcon} disclosure={open ? 'up' : 'down'} onClick={() => setOpen((v) => !v)}>
          Embed
        </Button>
      }
    >
      <div className="atrium-embed-menu" role="dialog" aria-label="Embed">
        <Box padding="400">
          <BlockStack gap="400">
            <EmbedCode portalUrl={data.portal.url} />
            <Divider />
            <EmbedWebsites siteId={data.site.id} embed={data.embed} />
            <Divider />
            <EmbedOnlySwitch siteId={data.site.id} embed={data.embed} accountsOn={Boolean(data.headerAccount)} />
          </BlockStack>
        </Box>
      </div>
    </Popover>
  );
}

function EmbedCode({ portalUrl }: { portalUrl: string }) {
  const snippet = embedSnippet(portalUrl);
  return (
    <BlockStack gap="200">
      <Text as="h2" variant="headingSm">
        Embed code
      </Text>
      <Text as="p" tone="subdued">
        Paste this code into your website where the portal should appear. It shows the portal in a frame that grows with
        its pages.
      </Text>
      <TextField
        label="Embed code"
        labelHidden
        value={snippet}
        readOnly
        multiline={3}
        monospaced
        selectTextOnFocus
        autoComplete="off"
      />
      <InlineStack>
        <CopyButton text={snippet} copiedMessage={EMBED_CODE_COPIED_MESSAGE} size="medium">
          Copy code
        </CopyButton>
      </InlineStack>
    </BlockStack>
  );
}

/** The websites that may embed the portal, and whether any website may. */
type EmbedChoice = { websites: string[]; anyWebsite: boolean };

function EmbedWebsites({ siteId, embed }: { siteId: string; embed: Embed }) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The field empties once the website typed in it is saved (not after a removal).
  const adding = useRef(false);
  const { send, busy } = useApiFetcher(() => {
    if (adding.current) setAddress('');
  });
  // One save at a time: a change made while one is on its way waits for it and is sent after,
  // so the server applies them in the builder's order (two at once could land last-first and
  // keep the earlier choice).
  const [queued, setQueued] = useState<EmbedChoice | null>(null);
  const [{ websites, anyWebsite }, request] = useRequested(
    { websites: embed.websites, anyWebsite: embed.anyWebsite },
    busy || queued !== null,
  );
  const sendChoice = (next: EmbedChoice) =>
    send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'embed-websites', ...next });
  const save = (next: EmbedChoice, add = false) => {
    adding.current = add;
    request(next);
    if (busy) setQueued(next);
    else sendChoice(next);
  };
  useEffect(() => {
    if (busy || !queued) return;
    setQueued(null);
    sendChoice(queued);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sends once per queued choice
  }, [busy, queued]);

  const add = () => {
    const parsed = parseEmbedWebsite(address);
    if ('error' in parsed) return setError(parsed.error);
    if (websites.includes(parsed.origin)) return setError(ALREADY_LISTED_MESSAGE);
    if (websites.length >= EMBED_WEBSITES_MAX) return setError(EMBED_WEBSITE_MESSAGES.tooMany);
    setError(undefined);
    save({ websites: [...websites, parsed.origin], anyWebsite }, true);
  };

  return (
    <BlockStack gap="200">
      <Text as="h2" variant="headingSm">
        Websites allowed to embed
      </Text>
      <Text as="p" tone="subdued">
        Only these websites can show the portal in a frame. Enter each website’s address; https://*.example.com allows
        all of example.com’s subdomains.
      </Text>
      {websites.length === 0 ? (
        <Text as="p">No website may embed this portal yet.</Text>
      ) : (
        <ul className="atrium-embed-menu__websites" aria-label="Websites allowed to embed">
          {websites.map((origin) => (
            <li key={origin}>
              <Text as="span" truncate>
                {origin}
              </Text>
              <Button
                icon={DeleteIcon}
                variant="tertiary"
                accessibilityLabel={`Remove ${origin}`}
                disabled={busy}
                onClick={() => save({ websites: websites.filter((w) => w !== origin), anyWebsite })}
              />
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={add}>
        <TextField
          label="Website address"
          placeholder="https://example.com"
          value={address}
          onChange={(value) => {
            setAddress(value);
            if (error) setError(undefined);
          }}
          error={error}
          autoComplete="url"
          connectedRight={
            <Button submit loading={busy && address.trim() !== ''} disabled={address.trim() === ''}>
              Add website
            </Button>
          }
        />
      </Form>
      <Checkbox
        label="Any website"
        checked={anyWebsite}
        disabled={busy}
        helpText="Lets every website frame the portal, whatever the list says."
        onChange={(checked) => save({ websites, anyWebsite: checked })}
      />
      {anyWebsite && (
        <Banner tone="warning" title="Any website can embed this portal">
          <p>
            A website made to deceive could show your portal under its own content and trick visitors into clicking
            buttons in it (clickjacking). List the websites you use instead when you can.
          </p>
        </Banner>
      )}
    </BlockStack>
  );
}

function EmbedOnlySwitch({ siteId, embed, accountsOn }: { siteId: string; embed: Embed; accountsOn: boolean }) {
  const { send, busy } = useApiFetcher();
  const [embedOnly, request] = useRequested(embed.embedOnly, busy);
  const nobodyCanEmbed = !embed.anyWebsite && embed.websites.length === 0;
  return (
    <BlockStack gap="200">
      <Checkbox
        label="Disable URL access"
        checked={embedOnly}
        disabled={busy}
        helpText="The portal shows only where it is embedded: opening its address directly shows a notice instead (so does Preview Portal). Links in emails to your users still open."
        onChange={(checked) => {
          request(checked);
          send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'embed-only', embedOnly: checked });
        }}
      />
      {embedOnly && nobodyCanEmbed && (
        <Banner tone="warning">
          <p>No website may embed this portal yet, so nobody can see it. Add your website above.</p>
        </Banner>
      )}
      {accountsOn && (
        <Text as="p" tone="subdued">
          Logging in inside the frame needs the portal on a custom domain of the same site as your website (for example
          portal.example.com in www.example.com): browsers keep a portal’s cookies from frames on other sites.
        </Text>
      )}
    </BlockStack>
  );
}

/**
 * A saved value and the one just requested: the requested one shows from the moment it is
 * chosen until its save is over (answered, and the editor's data reloaded), then the saved one
 * again, which is the requested one unless the save was refused.
 */
function useRequested<T>(saved: T, busy: boolean): [T, (value: T) => void] {
  const [requested, setRequested] = useState<{ value: T } | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      setRequested(null);
    }
  }, [busy]);
  return [requested ? requested.value : saved, (value) => setRequested({ value })];
}
