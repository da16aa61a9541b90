import { formatDateTime } from '@atrium/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { keyIntent } from './grid-cursor';
import { dateTimeResult, localParts, timeZoneLabel, utcFromLocal } from './local-date-time';
import type { EditorProps } from './use-editor-keys';

/**
 * A date-time cell's picker: a date and a time in the builder's own time zone (named under them),
 * saved in UTC (ADR 035, 039), with the UTC reading the grid will show. Enter saves and moves down;
 * Tab goes from the date to the time, then saves and moves right (Shift+Tab back); Escape keeps
 * the value; leaving the picker saves.
 */
export function DateTimeEditor(props: EditorProps) {
  const { field } = props;
  const start = typeof props.value === 'string' ? localParts(props.value) : null;
  const [date, setDate] = useState(start?.date ?? '');
  const [time, setTime] = useState(start?.time ?? '');
  const done = useRef(false);
  const finish = (run: () => void) => {
    if (done.current) return;
    done.current = true;
    run();
  };
  const utc = utcFromLocal(date, time);
  const onKeyDown = (part: 'date' | 'time') => (event: KeyboardEvent<HTMLInputElement>) => {
    const intent = keyIntent(event, true);
    if (!intent) return;
    event.stopPropagation();
    if (intent.kind === 'commit' && part === 'date' && intent.move === 'right') return; // To the time.
    if (intent.kind === 'commit' && part === 'time' && intent.move === 'left') return; // Back to the date.
    event.preventDefault();
    if (intent.kind === 'cancel') finish(props.onCancel);
    if (intent.kind === 'commit') finish(() => props.onCommit(dateTimeResult(date, time), intent.move));
  };
  return (
    <div
      className="atrium-cell__popover"
      role="group"
      aria-label={`${field.name}, in your time`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          finish(() => props.onCommit(dateTimeResult(date, time), 'none'));
        }
      }}
    >
      <div className="atrium-cell__date-time">
        <input
          type="date"
          className="atrium-cell__input"
          aria-label={`${field.name}: date`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onKeyDown={onKeyDown('date')}
          autoFocus
        />
        <input
          type="time"
          className="atrium-cell__input"
          aria-label={`${field.name}: time`}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          onKeyDown={onKeyDown('time')}
        />
      </div>
      <p className="atrium-cell__hint">
        {`Your time (${timeZoneLabel()}).`}
        {utc ? ` Saved as ${formatDateTime(utc)}.` : date || time ? ' Choose a date and a time.' : ' Empty.'}
      </p>
    </div>
  );
}
