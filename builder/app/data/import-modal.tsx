import type { ImportCheck } from '@atrium/integrations';
import { Banner, BlockStack, DropZone, InlineStack, List, Modal, ProgressBar, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useToast } from '../components/builder-frame';

type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * Import CSV (issue 21): choose a file; its columns, first rows and row count show with the field
 * each column goes into (guessed from the names, changeable), and how many rows can be imported
 * with the first rows that cannot and why. Import writes the valid rows in one transaction.
 * Both steps send the file with its upload progress shown.
 */
export function ImportModal(props: { api: string; onClose: () => void; onImported: () => void }) {
  const toast = useToast();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const importUrl = `${props.api}/import`;

  const preview = async (text: string, mapping?: Array<string | null>) => {
    setError(null);
    const map = mapping ? `&map=${encodeURIComponent(JSON.stringify(mapping))}` : '';
    const answer = await sendCsv<ImportCheck>(`${importUrl}?mode=preview${map}`, text, setProgress);
    if (answer.ok) setCheck(answer);
    else setError(answer.error);
  };
  const choose = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    setCheck(null);
    await preview(text);
  };
  const remap = (column: number, fieldId: string) => {
    if (!file || !check) return;
    const mapping = check.mapping.map((current, i) =>
      i === column ? fieldId || null : current === fieldId ? null : current,
    );
    void preview(file.text, mapping);
  };
  const runImport = async () => {
    if (!file || !check) return;
    const url = `${importUrl}?mode=import&map=${encodeURIComponent(JSON.stringify(check.mapping))}`;
    const answer = await sendCsv<{ message: string }>(url, file.text, setProgress);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    toast(answer.message);
    props.onImported();
    props.onClose();
  };

  const busy = progress !== null;
  const mapped = check?.mapping.some((m) => m !== null) ?? false;
  return (
    <Modal
      open
      size="large"
      onClose={props.onClose}
      title="Import CSV"
      primaryAction={{
        content: check
          ? `Import ${check.valid.toLocaleString('en-US')} ${check.valid === 1 ? 'row' : 'rows'}`
          : 'Import',
        disabled: !check || check.valid === 0 || !mapped,
        loading: busy,
        onAction: () => void runImport(),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="400">
          {error ? <Banner tone="critical">{error}</Banner> : null}
          <DropZone
            accept=".csv,text/csv"
            type="file"
            allowMultiple={false}
            label="CSV file"
            onDrop={(accepted) => void choose(accepted)}
          >
            {file ? (
              <div style={{ padding: 'var(--p-space-400)' }}>
                <Text as="p" alignment="center">{`${file.name} · choose another file to replace it`}</Text>
              </div>
            ) : (
              <DropZone.FileUpload actionHint="The first row names the columns." />
            )}
          </DropZone>
          {busy ? <ProgressBar progress={progress} size="small" ariaLabelledBy="import-progress" /> : null}
          {busy ? (
            <Text as="p" id="import-progress" tone="subdued">
              {progress < 100 ? `Sending the file… ${progress}%` : 'Reading the rows…'}
            </Text>
          ) : null}
          {check ? <ImportCheckView check={check} onRemap={remap} disabled={busy} /> : null}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}

function ImportCheckView(props: {
  check: ImportCheck;
  onRemap: (column: number, fieldId: string) => void;
  disabled: boolean;
}) {
  const { check } = props;
  const options = [{ label: "Don't import", value: '' }, ...check.fields.map((f) => ({ label: f.name, value: f.id }))];
  return (
    <BlockStack gap="300">
      <Text as="p">
        {`${check.rows.toLocaleString('en-US')} rows in the file: ${check.valid.toLocaleString('en-US')} can be imported`}
        {check.invalid > 0 ? `, ${check.invalid.toLocaleString('en-US')} have errors and will be left out.` : '.'}
      </Text>
      <div className="atrium-grid-scroll">
        <table className="atrium-grid" aria-label="Columns and first rows">
          <thead>
            <tr>
              {check.columns.map((column, i) => (
                <th key={i} scope="col">
                  <BlockStack gap="100">
                    <span>{column || `Column ${i + 1}`}</span>
                    <Select
                      label={`Field for ${column || `column ${i + 1}`}`}
                      labelHidden
                      options={options}
                      value={check.mapping[i] ?? ''}
                      onChange={(value) => props.onRemap(i, value)}
                      disabled={props.disabled}
                    />
                  </BlockStack>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {check.sample.map((row, r) => (
              <tr key={r}>
                {check.columns.map((_, c) => (
                  <td key={c}>{row[c] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {check.errors.length > 0 ? (
        <Banner tone="warning" title="Rows that will not be imported">
          <List type="bullet">
            {check.errors.map((e) => (
              <List.Item key={e.line}>{`Line ${e.line}: ${e.message}`}</List.Item>
            ))}
          </List>
          {check.invalid > check.errors.length ? (
            <Text as="p">{`…and ${(check.invalid - check.errors.length).toLocaleString('en-US')} more.`}</Text>
          ) : null}
        </Banner>
      ) : (
        <InlineStack>
          <Text as="p" tone="success">
            Every row can be imported.
          </Text>
        </InlineStack>
      )}
    </BlockStack>
  );
}

/** Posts a CSV file with XMLHttpRequest, whose upload events give the progress bar its figure. */
function sendCsv<T>(url: string, csv: string, onProgress: (percent: number | null) => void): Promise<Answer<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'text/csv');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    onProgress(0);
    request.onload = () => {
      onProgress(null);
      try {
        resolve(JSON.parse(request.responseText) as Answer<T>);
      } catch {
        resolve({ ok: false, error: 'The import did not answer. Please try again.' });
      }
    };
    request.onerror = () => {
      onProgress(null);
      resolve({ ok: false, error: 'The file could not be sent. Check your connection and try again.' });
    };
    request.send(csv);
  });
}
