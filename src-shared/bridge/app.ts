import { z } from 'zod';
import { method } from './define';

export const appMethods = {
  'app.info': method(
    'Version, the door in use and where data lives',
    z.object({}).strict(),
    z.object({ version: z.string(), door: z.enum(['electron', 'browser']), home: z.string() }),
  ),
} as const;
