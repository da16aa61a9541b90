import { Fragment } from 'react';

/** Outbox time as a stable string (the same on the server and in the browser). */
export function formatMailTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** An email's plain text with its http(s) links clickable. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="atrium-mailbox__text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}
