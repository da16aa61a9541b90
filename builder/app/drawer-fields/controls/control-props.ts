import type { ValueFieldSpec } from '../field-specs';

/** What every field control gets: its field (of one kind), the value at its path and how to change it. */
export interface ControlProps<K extends ValueFieldSpec['kind']> {
  siteId: string;
  field: Extract<ValueFieldSpec, { kind: K }>;
  value: unknown;
  /** The object the field's path is relative to (for what a control derives from its siblings). */
  object?: unknown;
  disabled: boolean;
  /** The schema's message for a value, or undefined when it is valid. */
  validate: (value: unknown) => string | undefined;
  onChange: (value: unknown) => void;
}
