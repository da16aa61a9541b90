import type { TDnsRecord } from '@atrium/core';
import { CopyButton } from '../components/copy-button';

/**
 * DNS records as DNS providers ask for them (doc 1 §9): type, name relative to the domain ('@',
 * 'www', 'portal') and value, each with a copy button, since these are typed into another site.
 */
export function DnsRecordsTable({ records, label }: { records: TDnsRecord[]; label: string }) {
  return (
    <table className="atrium-dns-records" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.type} ${record.name}`}>
            <td>{record.type}</td>
            <CopyableCell
              value={record.host}
              title={record.name}
              copiedMessage="Name copied to clipboard."
              label={`Copy the name of the ${record.type} record for ${record.name}`}
            />
            <CopyableCell
              value={record.value}
              copiedMessage="Value copied to clipboard."
              label={`Copy the value of the ${record.type} record for ${record.name}`}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CopyableCell(props: { value: string; title?: string; copiedMessage: string; label: string }) {
  return (
    <td>
      <span className="atrium-dns-records__value">
        <code title={props.title}>{props.value}</code>
        <CopyButton
          text={props.value}
          copiedMessage={props.copiedMessage}
          accessibilityLabel={props.label}
          variant="tertiary"
        />
      </span>
    </td>
  );
}
