// The SettingHint as data that crosses a boundary (the bridge's failure envelope), checked like the rest.
import { z } from 'zod';
import type { SettingHint } from './setting-hint';

export const settingHintSchema: z.ZodType<SettingHint, SettingHint> = z.discriminatedUnion('setting', [
  z.object({ setting: z.literal('value-for-every-row'), field: z.string(), example: z.string().optional() }),
  z.object({ setting: z.literal('date-order') }),
  z.object({ setting: z.literal('encoding'), detect: z.boolean() }),
  z.object({ setting: z.literal('delimiter'), detect: z.boolean() }),
  z.object({ setting: z.literal('sheet'), sheet: z.string() }),
  z.object({ setting: z.literal('header-row') }),
  z.object({ setting: z.literal('saved-mapping') }),
  z.object({ setting: z.literal('confirm-production'), environment: z.string() }),
  z.object({ setting: z.literal('output-file') }),
]);
