// Keys that reach an object's prototype when assigned: the dispatcher refuses them in every
// bridge argument, so nothing a user names (a custom field) may be called that.
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
