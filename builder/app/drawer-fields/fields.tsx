import { FieldControl } from './controls/field-control';
import { getPath } from './field-path';
import type { FieldSpec } from './field-specs';
import { ListControl, itemKey } from './list-control';

/** The schema's message for a value at a path of the drawer's data, or undefined when it is valid. */
export type Validate = (path: string, value: unknown) => string | undefined;

/**
 * The controls of one object of the document (the drawer's data, or a list item): each field
 * reads and writes its path relative to `data`; `base` is where `data` sits in the document.
 */
export function Fields(props: {
  siteId: string;
  fields: FieldSpec[];
  data: unknown;
  base: string;
  keyPrefix: string;
  validate: Validate;
  onChange: (path: string, value: unknown, target?: string) => void;
}) {
  const at = (path: string) => (props.base === '' ? path : path === '' ? props.base : `${props.base}.${path}`);
  return (
    <>
      {props.fields.map((field) => {
        if (field.visible && !field.visible(props.data)) return null;
        const path = at(field.path);
        const value = getPath(props.data, field.path);
        if (field.kind === 'list') {
          const items = Array.isArray(value) ? value : [];
          return (
            <ListControl
              key={`${props.keyPrefix}:${path}:list`}
              spec={field.list}
              items={items}
              path={path}
              onChange={(next, target) => props.onChange(path, next, target)}
              renderFields={(item, index) => (
                <Fields
                  siteId={props.siteId}
                  fields={field.list.fields}
                  data={item}
                  base={`${path}.${index}`}
                  keyPrefix={`${props.keyPrefix}:${itemKey(item, index)}`}
                  validate={props.validate}
                  onChange={props.onChange}
                />
              )}
            />
          );
        }
        return (
          <FieldControl
            key={`${props.keyPrefix}:${field.path}:${field.kind}`}
            siteId={props.siteId}
            field={field}
            value={value}
            object={props.data}
            disabled={field.disabled?.(props.data) ?? false}
            validate={(next) => props.validate(path, next)}
            onChange={(next) => props.onChange(path, next)}
          />
        );
      })}
    </>
  );
}
