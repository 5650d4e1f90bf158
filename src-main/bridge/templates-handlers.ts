import type { AppContext } from '../services/context';
import { TemplateStore } from '../services/templates/template-store';
import type { DomainHandlers } from './handlers';

/** Thin: each templates.* call goes straight to the template store of the home folder. */
export function createTemplatesHandlers(ctx: AppContext): DomainHandlers<'templates'> {
  const store = new TemplateStore(ctx.home);
  return {
    'templates.list': () => store.templates(),
    'templates.save': ({ name, template }) => store.save(name, template),
    'templates.remove': ({ name }) => store.remove(name),
    'templates.recentFiles': () => store.recentFiles(),
    'templates.rememberFile': (file) => store.rememberFile(file),
  };
}
