// The roles a staff member holds at a store (ADR 0022, section 2), as the
// console names them. What each may do comes from the server with the
// session (StaffStore.permissions); the browser keeps no table of that.

const names: Record<string, string> = {
  owner: 'Owner',
  manager: 'Manager',
  budtender: 'Budtender',
  operator: 'Operator',
  integration: 'Integration',
}

/** A role's name for people: its word, capitalised; an unknown role as the server spelled it. */
export function roleName(role: string): string {
  return names[role] ?? role
}
