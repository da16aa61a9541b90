import { z } from 'zod';
import { createId } from '../../ids/create-id';
import { ZTextSettingsSchema } from '../parts/text-settings';

/** New blocks are version 2.1 (spec doc 2 §9); list items get ids so they can be dragged. */
export const NEW_BLOCK_VERSION = 2.1;
export const ITEM_ID_LENGTH = 12;
export const itemId = () => createId(ITEM_ID_LENGTH);

/** The textSettings of a block's texts; marketing intros are centred unless a layout says otherwise. */
export const texts = <K extends string>(...keys: K[]) => {
  const shape = Object.fromEntries(
    keys.map((k) => [k, ZTextSettingsSchema.default({ alignment: 'center' })]),
  ) as Record<K, z.ZodDefault<typeof ZTextSettingsSchema>>;
  // Every key has a default, so `{}` parses; TypeScript cannot see that through the mapped shape.
  return z.object(shape).default({} as z.input<z.ZodObject<typeof shape>>);
};

export const ZSectionBase = {
  id: z.string().min(1).max(40),
  version: z.number().default(NEW_BLOCK_VERSION),
};
