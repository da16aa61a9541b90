import {
  findFormField,
  formBuilderReducer,
  type TDataData,
  type TFormBuilderAction,
  type TFormSelection,
} from '@atrium/core';
import { useState } from 'react';
import { formGroupsOf, withFormGroups, type FormKind } from './form-panels';

/**
 * The form builder over the listing editor's draft: the shown form's groups live in the draft
 * (in the page at once, autosaved: ADR 055), the selection beside it; both change only through
 * core's `formBuilderReducer`. The selection belongs to one form: another form (a tab, a step)
 * starts with nothing selected, and an item that is gone is no longer selected.
 */
export function useFormBuilder(
  data: TDataData,
  kind: FormKind | null,
  change: (data: TDataData, target?: string) => void,
) {
  const [state, setState] = useState<{ kind: FormKind | null; selection: TFormSelection }>({
    kind: null,
    selection: null,
  });
  const groups = kind ? formGroupsOf(data, kind) : [];
  const stored = state.kind === kind ? state.selection : null;
  const selection: TFormSelection =
    stored?.kind === 'group' && !groups.some((g) => g.id === stored.id)
      ? null
      : stored?.kind === 'field' && !findFormField(groups, stored.id)
        ? null
        : stored;

  /** `target`: what is typed in (Edit Group, Edit Field), so typing into one item's field is one undo step. */
  const dispatch = (action: TFormBuilderAction, target?: string) => {
    if (!kind) return;
    const next = formBuilderReducer({ groups, selection }, action);
    const item = ('id' in action && action.id) || '';
    if (next.groups !== groups) change(withFormGroups(data, kind, next.groups), target && `${kind}:${item}:${target}`);
    if (next.selection !== selection) setState({ kind, selection: next.selection });
  };
  return { kind, groups, selection, dispatch };
}
