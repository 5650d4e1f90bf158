// A User as we send it on create: only fields a file may feed, values already cleaned.

export type OutgoingValue = string | number | string[] | Record<string, string>[];

export type OutgoingUser = Record<string, OutgoingValue>;
