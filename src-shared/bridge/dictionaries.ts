import { z } from 'zod';
import { dictionaryEntrySchema, dictionarySchema } from '../dictionaries/schema';
import { method } from './define';

// Value dictionaries, kept per environment in the home folder: list, read, save whole, add one
// entry ("always read Woman as f", met on a failing value), remove, and CSV in and out.

const env = z.string().trim().min(1).max(80);
const name = z.string().trim().min(1).max(64);

export const dictionarySummarySchema = z.object({
  name: z.string(),
  entries: z.number().int(),
  kinds: z.array(z.string()),
});

export const dictionariesMethods = {
  'dictionaries.list': method(
    'The value dictionaries of an environment',
    z.object({ environment: env }).strict(),
    z.array(dictionarySummarySchema),
  ),
  'dictionaries.get': method(
    'Every entry of a dictionary; several at once in the order given (the first wins a value two know)',
    z.object({ environment: env, names: z.array(name).min(1).max(20) }).strict(),
    z.array(dictionarySchema),
  ),
  'dictionaries.save': method(
    'Saves a whole dictionary (replacing one of the same name); refused when an entry is wrong',
    z.object({ environment: env, dictionary: dictionarySchema }).strict(),
    dictionarySchema,
  ),
  'dictionaries.addEntry': method(
    'Adds one entry (made when new); one reading the same value is replaced',
    z.object({ environment: env, name, entry: dictionaryEntrySchema }).strict(),
    dictionarySchema,
  ),
  'dictionaries.remove': method(
    'Removes a dictionary, or one of its entries',
    z
      .object({ environment: env, name, entry: dictionaryEntrySchema.pick({ kind: true, from: true }).optional() })
      .strict(),
    z.object({ left: dictionarySchema.nullable() }),
  ),
  'dictionaries.importCsv': method(
    'Reads CSV entries (column kind, from, to) into a dictionary',
    z.object({ environment: env, name, csv: z.string().max(20_000_000), replace: z.boolean().default(false) }).strict(),
    dictionarySchema,
  ),
  'dictionaries.exportCsv': method(
    'A dictionary as CSV (column kind, from, to)',
    z.object({ environment: env, name }).strict(),
    z.object({ fileName: z.string(), csv: z.string() }),
  ),
} as const;
