/**
 * The data section's schema and defaults, defined in core (core/src/sections/types/data/)
 * because publishing and the draft API validate pages there (ADR 013).
 */
export {
  DATA_TEMPLATES,
  ZDataSectionSchema,
  ZDataDataSchema,
  type TDataSection,
  type TDataData,
  type TDataName,
} from '@atrium/core';
