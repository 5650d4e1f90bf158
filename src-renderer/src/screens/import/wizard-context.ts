// The import wizard reaches its steps through Svelte context: the Import screen sets it once, and
// every step and panel under it takes it with useImportWizard() (no `wizard` prop handed down).
import { createContext } from 'svelte';
import type { ImportWizard } from './import-wizard.svelte';

const [getWizard, setWizard] = createContext<ImportWizard>();

/** Called once by the Import screen, while it is being made. */
export function setImportWizard(wizard: ImportWizard): ImportWizard {
  return setWizard(wizard);
}

/** The wizard of the Import screen this component is inside (throws outside it). */
export function useImportWizard(): ImportWizard {
  return getWizard();
}
