import type { TMyAccountLayout } from '@atrium/core';
import { Button, Checkbox, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, XIcon } from '@shopify/polaris-icons';
import type { MyAccountDraft, MyAccountSettings } from './my-account-draft';

/** What each section of the Fields tab edits: the draft layout, with the users table's field names. */
interface LayoutProps {
  settings: MyAccountSettings;
  layout: TMyAccountLayout;
  setLayout: (layout: TMyAccountLayout) => void;
  fieldName: (id: string) => string;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The Fields tab of the My Account drawer: Profile Fields, Linked Records and the fields still Available. */
export function MyAccountFieldsTab(props: {
  settings: MyAccountSettings;
  draft: MyAccountDraft;
  setDraft: (draft: MyAccountDraft) => void;
}) {
  const { settings, draft, setDraft } = props;
  const layoutProps: LayoutProps = {
    settings,
    layout: draft.layout,
    setLayout: (layout) => setDraft({ ...draft, layout }),
    fieldName: (id) => settings.usersTable.fields.find((f) => f.id === id)?.name ?? id,
  };
  return (
    <>
      <ProfileFieldsSection {...layoutProps} />
      <LinkedRecordsSection {...layoutProps} />
      <AvailableFieldsSection {...layoutProps} />
    </>
  );
}

/** Profile Fields: in order, each movable up and down and removable. */
function ProfileFieldsSection({ layout, setLayout, fieldName }: LayoutProps) {
  return (
    <section aria-labelledby="my-account-profile">
      <Text as="h3" variant="headingSm" id="my-account-profile">
        Profile Fields
      </Text>
      {layout.profile.length === 0 ? (
        <Text as="p" tone="subdued">
          Add a field to get started.
        </Text>
      ) : (
        <ol className="atrium-my-account__list">
          {layout.profile.map((f, i) => (
            <li key={f.id} className="atrium-block-drawer__item atrium-block-drawer__item-row">
              <span className="atrium-my-account__name">{fieldName(f.id)}</span>
              <Button
                size="slim"
                variant="tertiary"
                icon={ArrowUpIcon}
                disabled={i === 0}
                accessibilityLabel={`Move ${fieldName(f.id)} up`}
                onClick={() => setLayout({ ...layout, profile: move(layout.profile, i, i - 1) })}
              />
              <Button
                size="slim"
                variant="tertiary"
                icon={ArrowDownIcon}
                disabled={i === layout.profile.length - 1}
                accessibilityLabel={`Move ${fieldName(f.id)} down`}
                onClick={() => setLayout({ ...layout, profile: move(layout.profile, i, i + 1) })}
              />
              <Button
                size="slim"
                variant="tertiary"
                icon={XIcon}
                accessibilityLabel={`Remove ${fieldName(f.id)}`}
                onClick={() => setLayout({ ...layout, profile: layout.profile.filter((x) => x.id !== f.id) })}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Linked Records: each link field, removable, with the fields of its linked table to show. */
function LinkedRecordsSection({ settings, layout, setLayout, fieldName }: LayoutProps) {
  const linkedTable = (fieldId: string) =>
    settings.linkedTables.find(
      (t) => t.id === settings.usersTable.fields.find((f) => f.id === fieldId)?.options?.linkedTableId,
    );
  return (
    <section aria-labelledby="my-account-linked">
      <Text as="h3" variant="headingSm" id="my-account-linked">
        Linked Records
      </Text>
      {layout.linked.length === 0 ? (
        <Text as="p" tone="subdued">
          Link fields of the users table show the records linked to each user.
        </Text>
      ) : (
        <ol className="atrium-my-account__list">
          {layout.linked.map((entry, i) => {
            const table = linkedTable(entry.id);
            return (
              <li key={entry.id} className="atrium-block-drawer__item">
                <div className="atrium-block-drawer__item-row">
                  <span className="atrium-my-account__name">{fieldName(entry.id)}</span>
                  <Button
                    size="slim"
                    variant="tertiary"
                    icon={XIcon}
                    accessibilityLabel={`Remove ${fieldName(entry.id)}`}
                    onClick={() => setLayout({ ...layout, linked: layout.linked.filter((_, j) => j !== i) })}
                  />
                </div>
                <fieldset className="atrium-my-account__fields">
                  <legend>Fields shown{table ? ` (${table.name})` : ''}</legend>
                  {(table?.fields ?? []).map((f) => (
                    <Checkbox
                      key={f.id}
                      label={f.name}
                      checked={entry.fields.some((x) => x.id === f.id)}
                      onChange={(checked) => {
                        const fields = checked
                          ? [...entry.fields, { id: f.id }]
                          : entry.fields.filter((x) => x.id !== f.id);
                        setLayout({ ...layout, linked: layout.linked.map((x, j) => (j === i ? { ...x, fields } : x)) });
                      }}
                    />
                  ))}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Available: the users table's fields not on the page; a link field is added to Linked Records. */
function AvailableFieldsSection({ settings, layout, setLayout }: LayoutProps) {
  const used = new Set([...layout.profile, ...layout.linked].map((f) => f.id));
  const available = settings.usersTable.fields.filter((f) => !used.has(f.id));
  return (
    <section aria-labelledby="my-account-available">
      <Text as="h3" variant="headingSm" id="my-account-available">
        Available
      </Text>
      {available.length === 0 ? (
        <Text as="p" tone="subdued">
          Every field is on the page.
        </Text>
      ) : (
        <ol className="atrium-my-account__list">
          {available.map((f) => {
            const link = f.type === 'multipleRecordLinks';
            return (
              <li key={f.id} className="atrium-block-drawer__item atrium-block-drawer__item-row">
                <span className="atrium-my-account__name">{f.name}</span>
                <Button
                  size="slim"
                  accessibilityLabel={`Add ${f.name} to ${link ? 'Linked Records' : 'Profile Fields'}`}
                  onClick={() =>
                    setLayout(
                      link
                        ? { ...layout, linked: [...layout.linked, { id: f.id, fields: [] }] }
                        : { ...layout, profile: [...layout.profile, { id: f.id }] },
                    )
                  }
                >
                  {link ? 'Add linked records' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
