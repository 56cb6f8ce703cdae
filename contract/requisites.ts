// A Russian legal entity's requisites as the tax service issues them, checked by their control digits,
// so that a mistyped ИНН or ОГРН never reaches the site's footer and legal documents.

/** ИНН of an organisation: 10 digits, the last a control digit. */
export function isOrganisationInn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return (sum % 11) % 10 === Number(value[9]);
}

/** ОГРН: 13 digits, the last the remainder of the first twelve divided by 11 (its last digit). */
export function isOgrn(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return Number(BigInt(value.slice(0, 12)) % 11n) % 10 === Number(value[12]);
}

/** КПП: 9 characters, the tax office's four digits, two digits or capital letters, three digits. */
export function isKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/**
 * A number of Roskomnadzor's register of personal-data operators as its extracts print it: region,
 * year and a six-digit number («50-23-012345»), or the older region and seven digits («77-0123456»).
 */
export function isPdRegistryNumber(value: string): boolean {
  return /^\d{2}-(?:\d{2}-\d{6}|\d{7})$/.test(value);
}
