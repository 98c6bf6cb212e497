// Ids that are not UUIDs can never match a uuid column; checking first keeps PostgreSQL from
// raising on the cast, so a malformed id answers like an unknown one (404).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
