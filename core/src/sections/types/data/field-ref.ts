import { z } from 'zod';

/** A field of the listed table, by id; '' for none. */
export const fieldRef = z.string().max(100).default('');
