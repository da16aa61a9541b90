/**
 * About how many bytes `value` takes as JSON, without building the string: UTF-16 code units of
 * strings and keys (so non-ASCII text counts a little under its UTF-8 length), digits of numbers,
 * and the punctuation. Walks the value once; meant to be called once per cache insert, for
 * values read from JSON (no cycles, no class instances other than Date).
 */
export function approximateJsonBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object': {
      if (value === null) return 4;
      if (value instanceof Date) return 26;
      if (Array.isArray(value)) {
        let bytes = 2 + Math.max(0, value.length - 1);
        for (const item of value) bytes += approximateJsonBytes(item);
        return bytes;
      }
      let bytes = 2;
      let fields = 0;
      for (const key in value) {
        const field = (value as Record<string, unknown>)[key];
        if (field === undefined || typeof field === 'function') continue;
        bytes += key.length + 3 + approximateJsonBytes(field);
        fields += 1;
      }
      return bytes + Math.max(0, fields - 1);
    }
    default:
      return 0;
  }
}

/**
 * About how many bytes `value` (read from JSON) keeps alive on V8's heap, for caches of parsed
 * objects whose budget must bound the process's memory (ADR 043): JSON's length undercounts
 * small objects about twofold (headers, property slots, boxed numbers; measured in
 * bench:scale). A model of a 64-bit heap without pointer compression, as Node runs: a string
 * 16 bytes and one per character (two when not Latin-1 are rare in contents), an object 24
 * bytes and a slot per property, an array 32 bytes and a slot per element, a number a 16-byte
 * box. Shapes shared by objects with the same keys are not counted.
 */
export function approximateHeapBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 16 + value.length;
    case 'number':
      return Number.isInteger(value) ? 0 : 16;
    case 'object': {
      if (value === null) return 0;
      if (value instanceof Date) return 40;
      if (Array.isArray(value)) {
        let bytes = 32 + 8 * value.length;
        for (const item of value) bytes += approximateHeapBytes(item);
        return bytes;
      }
      let bytes = 24;
      for (const key in value) {
        bytes += 8 + approximateHeapBytes((value as Record<string, unknown>)[key]);
      }
      return bytes;
    }
    default:
      return 0;
  }
}
