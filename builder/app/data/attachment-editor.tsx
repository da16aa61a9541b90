import type { Attachment } from '@atrium/core';
import { BlockStack, Button, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { useEffect, useId, useState, type Dispatch, type SetStateAction } from 'react';
import { siteIdOfApi, uploadAttachment } from './upload-attachment';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/** An image attachment's small picture: its thumbnail, or the image itself. */
export function attachmentThumbnail(item: Attachment): string | undefined {
  if (item.thumbnails?.small?.url) return item.thumbnails.small.url;
  return item.type?.startsWith('image/') && item.type !== 'image/svg+xml' ? item.url : undefined;
}

/** The files of an attachment cell as chips: a thumbnail for an image, the name for any other file. */
export function AttachmentChips(props: { value: unknown }) {
  const items = Array.isArray(props.value) ? (props.value as Attachment[]) : [];
  return (
    <span className="atrium-attachments">
      {items.map((item) => {
        const thumbnail = attachmentThumbnail(item);
        return (
          <span key={item.id} className="atrium-attachment-chip" title={item.filename}>
            {thumbnail ? <img src={thumbnail} alt={item.filename} height={20} /> : item.filename}
          </span>
        );
      })}
    </span>
  );
}

function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * An attachment field's files (the grid's cell dialog and the record form): each with its
 * thumbnail or name, a link to open it and a Remove button; a file input (several files at once,
 * each uploaded with its progress and its refusal shown by name). `onBusy` says when uploads are
 * still running, so the dialog does not save half of them.
 */
export function AttachmentEditor(props: {
  api: string;
  label: string;
  value: Attachment[];
  onChange: Dispatch<SetStateAction<Attachment[]>>;
  onBusy?: (busy: boolean) => void;
  autoFocus?: boolean;
}) {
  const { label, value, onChange, onBusy } = props;
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((u) => u.error === undefined);
  useEffect(() => onBusy?.(busy), [busy, onBusy]);

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
      const update = (patch: Partial<Upload>) =>
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
      setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
      uploadAttachment(siteIdOfApi(props.api), file, (progress) => update({ progress }))
        .then((attachment) => {
          onChange((items) => [...items, attachment]);
          setUploads((list) => list.filter((u) => u.key !== key));
        })
        .catch((error: unknown) => update({ error: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <BlockStack gap="200">
      <Text as="span" variant="bodyMd" fontWeight="medium">
        {label}
      </Text>
      {value.length === 0 && uploads.length === 0 ? (
        <Text as="p" tone="subdued">
          No files yet.
        </Text>
      ) : null}
      <ul className="atrium-attachment-list" aria-label={`Files of ${label}`}>
        {value.map((item) => (
          <FileRow
            key={item.id}
            item={item}
            onRemove={() => onChange((items) => items.filter((i) => i.id !== item.id))}
          />
        ))}
        {uploads.map((upload) => (
          <UploadRow
            key={upload.key}
            upload={upload}
            onDismiss={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
          />
        ))}
      </ul>
      <label className="atrium-attachment-add" htmlFor={inputId}>
        Add files (up to 20 MB each)
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        autoFocus={props.autoFocus}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
    </BlockStack>
  );
}

function FileRow({ item, onRemove }: { item: Attachment; onRemove: () => void }) {
  const thumbnail = attachmentThumbnail(item);
  return (
    <li>
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        {thumbnail ? <img src={thumbnail} alt="" height={32} /> : null}
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          {item.filename}
        </a>
        <Text as="span" tone="subdued">
          {sizeText(item.size)}
        </Text>
        <Button variant="plain" tone="critical" accessibilityLabel={`Remove ${item.filename}`} onClick={onRemove}>
          Remove
        </Button>
      </InlineStack>
    </li>
  );
}

/** A file on its way: its progress, or why it was refused (with a button to dismiss that). */
function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  return (
    <li>
      <BlockStack gap="100">
        <Text as="span">{upload.name}</Text>
        {upload.error ? (
          <InlineStack gap="200" blockAlign="center">
            <span role="alert">
              <Text as="span" tone="critical">
                {upload.error}
              </Text>
            </span>
            <Button variant="plain" accessibilityLabel={`Dismiss ${upload.name}`} onClick={onDismiss}>
              Dismiss
            </Button>
          </InlineStack>
        ) : (
          <ProgressBar progress={Math.round(upload.progress * 100)} size="small" />
        )}
      </BlockStack>
    </li>
  );
}
