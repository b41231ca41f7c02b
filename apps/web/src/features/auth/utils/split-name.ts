/** Splits a full name into first name and the rest, for prefilling the registration form. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  const [firstName = '', ...rest] = parts;
  return { firstName, lastName: rest.join(' ') };
}
