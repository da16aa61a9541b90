import { findFormField, type TFormBuilderAction, type TFormGroup } from '@atrium/core';
import type { Active, Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';

export type DragData = { type: 'group' } | { type: 'field' } | { type: 'group-end'; groupId: string };
export const GROUP_END = 'group-end:';

function capital(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the screen reader hears while a group or a field is dragged, by their names. */
export function dragAnnouncements(
  groups: readonly TFormGroup[],
  groupName: (group: TFormGroup) => string,
  fieldName: (field: TFormGroup['fields'][number]) => string,
): Announcements {
  const nameOf = (id: UniqueIdentifier): string => {
    const text = String(id);
    if (text.startsWith(GROUP_END)) {
      const group = groups.find((g) => g.id === text.slice(GROUP_END.length));
      return group ? `the end of group ${groupName(group)}` : '';
    }
    const group = groups.find((g) => g.id === text);
    if (group) return `group ${groupName(group)}`;
    const at = findFormField(groups, text);
    return at ? `field ${fieldName(groups[at.group]!.fields[at.field]!)}` : '';
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    // Over its own place (right after it is picked up) there is nothing new to say.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${capital(nameOf(active.id))} is over ${nameOf(over.id)}.`
          : `${capital(nameOf(active.id))} is not over a place to drop it.`,
    onDragEnd: ({ active, over }) =>
      !over || over.id === active.id
        ? `${capital(nameOf(active.id))} was dropped where it was.`
        : `${capital(nameOf(active.id))} was dropped at ${nameOf(over.id)}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

/** The form builder action a drop makes: a group to its new place, a field within or across groups. */
export function dropAction(
  groups: readonly TFormGroup[],
  active: Active,
  over: Over | null,
): TFormBuilderAction | null {
  if (!over || active.id === over.id) return null;
  const id = String(active.id);
  const overData = over.data.current as DragData | undefined;
  if ((active.data.current as DragData | undefined)?.type === 'group') {
    const index = groups.findIndex((g) => g.id === over.id);
    return index >= 0 ? { type: 'move-group-to', id, index } : null;
  }
  const from = findFormField(groups, id);
  if (!from) return null;
  if (overData?.type === 'group-end') {
    const target = groups.findIndex((g) => g.id === overData.groupId);
    if (target < 0) return null;
    const last = groups[target]!.fields.length - (target === from.group ? 1 : 0);
    return { type: 'move-field-to', id, groupId: overData.groupId, index: last };
  }
  const to = findFormField(groups, String(over.id));
  if (!to) return null;
  const group = groups[to.group]!;
  if (to.group === from.group) return { type: 'move-field-to', id, groupId: group.id, index: to.field };
  // Into another group: before the field it is over, or after it when dropped on its lower half.
  const dragged = active.rect.current.translated;
  const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { type: 'move-field-to', id, groupId: group.id, index: to.field + (below ? 1 : 0) };
}
