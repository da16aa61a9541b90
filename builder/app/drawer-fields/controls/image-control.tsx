import type { TImage } from '@atrium/core';
import { BlockStack, Button, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useRef, useState, type RefObject } from 'react';
import { StockPhotoPicker } from '../../media/stock-photo-picker';
import { uploadImage } from '../../media/upload-image';

const SOURCES = [
  { label: 'None', value: 'none' },
  { label: 'Custom image URL', value: 'url' },
  { label: 'Upload', value: 'upload' },
  { label: 'Stock photos', value: 'stock' },
  { label: 'Colour', value: 'color' },
  { label: 'Gradient', value: 'gradient' },
];

/**
 * An image's source (spec doc 2 §3): none, a custom URL, an upload (single file, images only,
 * 5 MB, with progress and the server's errors), a stock photo, a colour, or one of the 24 gradients.
 */
export function ImageSourceControl(props: {
  siteId: string;
  label: string;
  image: TImage;
  gradients: readonly string[];
  validate: (value: unknown) => string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { image } = props;
  const [url, setUrl] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<TImage>) => props.onChange({ ...image, ...patch });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    setUploading(true);
    try {
      const stored = await uploadImage(props.siteId, file, 'editor');
      set({ source: 'upload', imageUrl: stored });
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <BlockStack gap="200">
      <Select
        label={`${props.label} source`}
        options={SOURCES}
        value={image.source}
        onChange={(source) => set({ source: source as TImage['source'] })}
      />
      {image.source === 'stock' && (
        <BlockStack gap="200">
          {image.imageUrl && <img src={image.imageUrl} alt="" className="atrium-image-control__preview" />}
          <StockPhotoPicker
            onChoose={(photo) => set({ source: 'stock', imageUrl: photo.src.landscape, alt: photo.alt ?? '' })}
          />
        </BlockStack>
      )}
      {image.source === 'url' ? (
        <TextField
          label={`${props.label} URL`}
          value={url ?? image.imageUrl}
          onChange={(next) => {
            setUrl(next);
            const candidate = { ...image, imageUrl: next };
            const message = props.validate(candidate);
            setUrlError(message);
            if (!message) props.onChange(candidate);
          }}
          autoComplete="off"
          error={urlError}
        />
      ) : null}
      {image.source === 'upload' && (
        <UploadField
          label={props.label}
          imageUrl={image.imageUrl}
          fileRef={fileRef}
          uploading={uploading}
          uploadError={uploadError}
          onUpload={(file) => void upload(file)}
        />
      )}
      {image.source === 'color' && (
        <TextField
          label={`${props.label} colour`}
          value={image.color}
          onChange={(color) => set({ color })}
          placeholder="#1a73e8"
          autoComplete="off"
        />
      )}
      {image.source === 'gradient' && (
        <GradientPicker
          gradients={props.gradients}
          selected={image.gradient}
          onPick={(gradient) => set({ gradient })}
        />
      )}
    </BlockStack>
  );
}

/** Upload: one image file, its progress and the server's error, and Replace once uploaded. */
function UploadField(props: {
  label: string;
  imageUrl: string;
  fileRef: RefObject<HTMLInputElement>;
  uploading: boolean;
  uploadError: string | undefined;
  onUpload: (file: File | undefined) => void;
}) {
  const { label, imageUrl, fileRef, uploading, uploadError, onUpload } = props;
  return (
    <BlockStack gap="100">
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        aria-label={`Upload ${label.toLowerCase()}`}
        onChange={(e) => onUpload(e.currentTarget.files?.[0])}
        disabled={uploading}
      />
      <Text as="p" variant="bodySm" tone="subdued">
        One image, up to 5 MB. Large photos upload faster when compressed first.
      </Text>
      <div role="status">
        {uploading && (
          <Text as="p" variant="bodySm">
            Uploading…
          </Text>
        )}
      </div>
      {uploadError && (
        <div role="alert">
          <Text as="p" variant="bodySm" tone="critical">
            {uploadError}
          </Text>
        </div>
      )}
      {imageUrl && !uploading && (
        <InlineStack gap="200" blockAlign="center">
          <img src={imageUrl} alt="" className="atrium-image-control__preview" />
          <Button variant="plain" onClick={() => fileRef.current?.click()}>
            Replace
          </Button>
        </InlineStack>
      )}
    </BlockStack>
  );
}

/** The gradients to pick from, by number. */
function GradientPicker(props: {
  gradients: readonly string[];
  selected: number | undefined;
  onPick: (index: number) => void;
}) {
  const { gradients, selected, onPick } = props;
  return (
    <fieldset className="atrium-gradient-picker">
      <legend>Gradient</legend>
      {gradients.map((gradient, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Gradient ${index + 1}`}
          aria-pressed={selected === index}
          style={{ background: gradient }}
          onClick={() => onPick(index)}
        />
      ))}
    </fieldset>
  );
}
