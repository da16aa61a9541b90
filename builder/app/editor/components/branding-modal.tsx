import { safeHref, type THeader, type TUploadPurpose } from '@atrium/core';
import { BlockStack, Button, InlineStack, Modal, Text } from '@shopify/polaris';
import { useRef, useState } from 'react';
import { uploadImage } from '../../media/upload-image';

export const NO_LOGO_MESSAGE = 'No logo uploaded.';
export const NO_FAVICON_MESSAGE = 'No favicon uploaded.';
export const LOGO_UPDATED_MESSAGE = 'Logo Updated.';

type Branding = { logoUrl: string; faviconUrl: string };

/** Whether the dialog has something to save (spec doc 1 §5: saving needs at least one change). */
export function brandingChanged(saved: Branding, draft: Branding): boolean {
  return saved.logoUrl !== draft.logoUrl || saved.faviconUrl !== draft.faviconUrl;
}

/**
 * Settings > Branding (spec doc 1 §2, §5): the portal's logo and favicon, each uploaded (1 MB at
 * most, checked here and on the server) or removed. Nothing changes until Save, which needs at
 * least one change; it goes into the editor document (undoable, autosaved) with 'Logo Updated.'.
 */
export function BrandingModal(props: {
  siteId: string;
  header: THeader;
  onSave: (data: Branding) => void;
  onClose: () => void;
}) {
  const saved: Branding = { logoUrl: props.header.data.logoUrl, faviconUrl: props.header.data.faviconUrl };
  const [draft, setDraft] = useState<Branding>(saved);
  const [busy, setBusy] = useState<TUploadPurpose | null>(null);
  const changed = brandingChanged(saved, draft);
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Branding"
      primaryAction={{
        content: 'Save',
        disabled: !changed || busy !== null,
        onAction: () => props.onSave(draft),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="500">
          <ImageSetting
            siteId={props.siteId}
            purpose="logo"
            label="Logo"
            help="Shown in the header (and the footer when it shows a logo). PNG, JPEG, WebP or GIF, up to 1 MB."
            empty={NO_LOGO_MESSAGE}
            url={draft.logoUrl}
            busy={busy}
            setBusy={setBusy}
            onChange={(logoUrl) => setDraft((d) => ({ ...d, logoUrl }))}
          />
          <ImageSetting
            siteId={props.siteId}
            purpose="favicon"
            label="Favicon"
            help="The small icon in the browser tab. A square image of at least 192 × 192 px, up to 1 MB."
            empty={NO_FAVICON_MESSAGE}
            url={draft.faviconUrl}
            busy={busy}
            setBusy={setBusy}
            onChange={(faviconUrl) => setDraft((d) => ({ ...d, faviconUrl }))}
          />
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}

function ImageSetting(props: {
  siteId: string;
  purpose: TUploadPurpose;
  label: string;
  help: string;
  empty: string;
  url: string;
  busy: TUploadPurpose | null;
  setBusy: (purpose: TUploadPurpose | null) => void;
  onChange: (url: string) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const src = props.url.trim() ? safeHref(props.url) : undefined;
  const uploading = props.busy === props.purpose;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    props.setBusy(props.purpose);
    try {
      props.onChange(await uploadImage(props.siteId, file, props.purpose));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The upload failed. Please try again.');
    } finally {
      props.setBusy(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  const id = `branding-${props.purpose}`;
  return (
    <section aria-labelledby={`${id}-label`}>
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm" id={`${id}-label`}>
          {props.label}
        </Text>
        <div className={`atrium-branding__image atrium-branding__image--${props.purpose}`}>
          {src ? <img src={src} alt={`Current ${props.label.toLowerCase()}`} /> : <Text as="p">{props.empty}</Text>}
        </div>
        <Text as="p" variant="bodySm" tone="subdued">
          {props.help}
        </Text>
        <input
          ref={fileRef}
          id={id}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
        />
        <InlineStack gap="200">
          <Button onClick={() => fileRef.current?.click()} loading={uploading} disabled={props.busy !== null}>
            {src ? `Replace ${props.label.toLowerCase()}` : `Upload ${props.label.toLowerCase()}`}
          </Button>
          {src && (
            <Button variant="plain" tone="critical" onClick={() => props.onChange('')} disabled={props.busy !== null}>
              {`Remove ${props.label.toLowerCase()}`}
            </Button>
          )}
        </InlineStack>
        <div role="status">{uploading && <Text as="p">Uploading…</Text>}</div>
        {error && (
          <div role="alert">
            <Text as="p" tone="critical">
              {error}
            </Text>
          </div>
        )}
      </BlockStack>
    </section>
  );
}
