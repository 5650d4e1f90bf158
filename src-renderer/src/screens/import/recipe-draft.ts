// The recipe the Plan step saves: this import's settings, in the shape `alumni-loader run` reads
// (src-shared/recipes/recipe.ts). The mapping travels beside it as a template.
import type { RecipeDraft } from '../../../../src-shared/bridge/round-trips';
import type { BlankRule, ImportMode, MatchKey } from '../../../../src-shared/bridge/jobs';
import { RECIPE_VERSION } from '../../../../src-shared/recipes/recipe';

export interface RecipeForm {
  name: string;
  /** One file, or every new file in a folder. */
  source: 'file' | 'folder';
  path: string;
  /** Requests per second at most, as typed; blank: the environment's own. */
  rate: string;
  /** A production environment is written to only when the recipe says so. */
  allowProduction: boolean;
}

export interface RecipeSettings {
  environment: { name: string; kind: 'test' | 'production' };
  mode: ImportMode;
  match: MatchKey;
  blank: BlankRule;
  dictionaries: readonly string[];
}

/** The recipe for the form and settings; throws an Error in words when a box holds what cannot run. */
export function recipeDraftOf(form: RecipeForm, settings: RecipeSettings): RecipeDraft {
  const name = form.name.trim();
  const path = form.path.trim();
  if (name === '') throw new Error('Give the recipe a name.');
  if (path === '') throw new Error(form.source === 'file' ? 'Say which file it reads.' : 'Say which folder it reads.');
  const rate = form.rate.trim();
  if (rate !== '' && !(Number(rate) >= 0 && Number(rate) <= 1000))
    throw new Error(`The rate is a number of requests per second from 0 to 1000 (got "${rate}").`);
  const production = settings.environment.kind === 'production';
  return {
    version: RECIPE_VERSION,
    name,
    environment: settings.environment.name,
    ...(form.source === 'file' ? { file: path } : { folder: path }),
    dictionaries: [...settings.dictionaries],
    mode: settings.mode,
    match: settings.match,
    blank: settings.blank,
    set: {},
    ...(rate !== '' ? { rate: Number(rate) } : {}),
    ...(production && form.allowProduction ? { confirmProduction: settings.environment.name } : {}),
  };
}
