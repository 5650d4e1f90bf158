import { z } from 'zod';

// The saved form of a dictionary (the home folder's file, the bridge's argument).

export const dictionaryEntrySchema = z.object({
  kind: z.string().min(1).max(200),
  from: z.string().max(1000),
  to: z.string().max(1000),
});

export const dictionarySchema = z.object({
  name: z.string().min(1).max(64),
  entries: z.array(dictionaryEntrySchema).max(100_000),
});
