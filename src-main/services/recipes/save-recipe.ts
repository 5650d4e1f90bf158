// A recipe saved from the window: <home>/recipes/<name>/recipe.json and mapping.json beside it,
// each checked as `alumni-loader run` checks it, so what is saved is what runs.
import { mkdirSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { parseTemplate } from '../../../src-shared/mapping/template';
import { parseRecipe } from '../../../src-shared/recipes/recipe';

export const RECIPES_FOLDER = 'recipes';
export const RECIPE_FILE = 'recipe.json';
export const RECIPE_MAPPING_FILE = 'mapping.json';

export interface SavedRecipe {
  folder: string;
  recipePath: string;
  recipe: { fileName: string; mediaType: string; base64: string };
  mapping: { fileName: string; mediaType: string; base64: string };
}

/** The recipe's folder name: its name in letters, digits and dashes. */
export function recipeFolderName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug.slice(0, 60) || 'recipe';
}

export function saveRecipe(home: string, recipe: object, mappingValue: unknown): SavedRecipe {
  // The mapping first: a recipe naming a mapping that cannot be read is no recipe at all.
  const mapping = parseTemplate(mappingValue, { kind: 'recipe-mapping' });
  const withMapping = { ...recipe, mapping: RECIPE_MAPPING_FILE };
  const recipeText = `${JSON.stringify(withMapping, null, 2)}\n`;
  const checked = parseRecipe(recipeText);
  const mappingOut = `${JSON.stringify(mapping, null, 2)}\n`;
  const folder = join(home, RECIPES_FOLDER, recipeFolderName(checked.name));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeWhole(join(folder, RECIPE_MAPPING_FILE), mappingOut);
  const recipePath = join(folder, RECIPE_FILE);
  writeWhole(recipePath, recipeText);
  const slug = recipeFolderName(checked.name);
  return {
    folder,
    recipePath,
    recipe: file(`${slug}.recipe.json`, recipeText),
    mapping: file(RECIPE_MAPPING_FILE, mappingOut),
  };
}

function writeWhole(path: string, text: string): void {
  writeFileSync(`${path}.partial`, text, { mode: 0o600 });
  renameSync(`${path}.partial`, path);
}

function file(fileName: string, text: string) {
  return { fileName, mediaType: 'application/json', base64: Buffer.from(text, 'utf8').toString('base64') };
}
