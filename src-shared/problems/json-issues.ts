// What is wrong in a JSON file written by hand (a saved mapping, a recipe, an update policy), as data: the issues a
// refusal's reason lists, each placed by its line. Each door words them (decision 0010).

/** Which file: its kind, and its path when it was read from one. */
export interface JsonSource {
  kind: 'mapping' | 'recipe' | 'policy' | 'recipe-mapping';
  file?: string;
}

/** A value found in the JSON, as much of it as words need. */
export type Found =
  | { text: string }
  | { number: number }
  | { list: true }
  | { object: true }
  /** true, false or null. */
  | { literal: string };

/** Who holds a key: a column of "columns" (0-based, with its header when it has one), or the path to its object. */
export type KeyOwner = { column: number; header?: string } | { path: (string | number)[] };

/** What an issue is about: the whole file, or a key (and who holds it). */
export type Subject = { root: true } | { key: string; owner?: KeyOwner };

/** Whose keys an unknown key is no key of. */
export type KeyHolder = 'template' | 'recipe' | 'policy' | 'transforms' | 'column' | 'groups';

export type JsonIssue =
  /** `near`: the known key it most likely meant; without one, `known` lists them. */
  | { kind: 'unknown-key'; key: string; holder: KeyHolder; near?: string; known: string[] }
  | { kind: 'version-missing'; wanted: number }
  | { kind: 'version-text'; text: string; wanted: number }
  /** Another version's number: another version of the app made it. */
  | { kind: 'version-other'; number: number; wanted: number }
  | { kind: 'version-wrong'; found: Found; wanted: number }
  | { kind: 'missing'; subject: Subject }
  /** A "field" that no file can fill: `serviceOwned` when the service sets it itself. */
  | { kind: 'not-a-field'; subject: Subject; field: string; serviceOwned: boolean; near?: string }
  /** `orNull`: null is allowed too (each date read on its own). */
  | { kind: 'not-allowed'; subject: Subject; found: Found; allowed: Found[]; orNull: boolean; near?: string }
  /** `expected`: zod's name of the type (string, number, boolean, array, object...). */
  | { kind: 'wrong-type'; subject: Subject; found: Found; expected: string }
  | { kind: 'empty'; subject: Subject; header: boolean }
  | { kind: 'country-code'; subject: Subject; found: Found }
  /** Any other check: zod's own message. */
  | { kind: 'schema'; subject: Subject; message: string }
  | { kind: 'not-object' };

/** An issue placed: the line its key starts on, when the JSON's text is known. */
export type PlacedIssue = JsonIssue & { line?: number };

/** A slip in the JSON's syntax: where, and jsonc-parser's name for it (CommaExpected...). */
export interface JsonSlip {
  line: number;
  column: number;
  slip: string;
  /** A comma left before a closing bracket: the line of the comma, and the bracket. */
  trailingComma?: { line: number; closing: string };
}
