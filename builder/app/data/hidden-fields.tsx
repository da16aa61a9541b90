import type { TableField } from '@atrium/core';
import { ActionList, Button, Popover } from '@shopify/polaris';
import { ViewIcon } from '@shopify/polaris-icons';
import { useState } from 'react';

/**
 * "Hidden fields (n)": the fields the grid does not show, each with Show. Hidden fields keep
 * their values and stay in record forms, exports and portals; only the grid leaves them out.
 */
export function HiddenFields(props: { fields: TableField[]; onShow: (field: TableField) => void }) {
  const [open, setOpen] = useState(false);
  if (props.fields.length === 0) return null;
  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      activator={
        <Button disclosure onClick={() => setOpen((was) => !was)}>
          {`Hidden fields (${props.fields.length})`}
        </Button>
      }
    >
      <ActionList
        actionRole="menuitem"
        sections={[
          {
            title: 'Show in the grid',
            items: props.fields.map((field) => ({
              content: field.name,
              icon: ViewIcon,
              onAction: () => {
                setOpen(false);
                props.onShow(field);
              },
            })),
          },
        ]}
      />
    </Popover>
  );
}
