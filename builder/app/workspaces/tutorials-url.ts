/**
 * The external tutorials help page linked from the workspace home (spec doc 1 §2). One
 * constant so the link changes in one place when the docs site moves.
 */
export const TUTORIALS_URL = 'https://github.com/atrium-portals/atrium/tree/main/docs#readme';
