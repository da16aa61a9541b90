/**
 * The users table the Connect Users screen suggests (issue 24): people's table, not the first
 * one. A table with an email field whose name says it holds people (users, clients, members,
 * contacts…) first; then any table with an email field; then the first table (its text field
 * may hold the addresses). The demo's Projects has a "Client email" field, so the name decides.
 */
const PEOPLE_NAME =
  /\b(users?|clients?|members?|customers?|contacts?|people|persons?|volunteers?|vendors?|suppliers?|team|staff|employees?|students?|patients?|partners?|accounts?)\b/i;

export function suggestUsersTable<T extends { name: string; fields: ReadonlyArray<{ type: string }> }>(
  tables: readonly T[],
): T | undefined {
  const withEmail = tables.filter((t) => t.fields.some((f) => f.type === 'email'));
  return withEmail.find((t) => PEOPLE_NAME.test(t.name)) ?? withEmail[0] ?? tables[0];
}
