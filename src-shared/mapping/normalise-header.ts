/** "E-mail Address (Home)" -> "e mail address home": lower case, words separated by single spaces. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Without spaces: "emailaddress", to meet "EmailAddress" and "email_address" alike. */
export const compactHeader = (header: string): string => normaliseHeader(header).replace(/ /g, '');
