// Lists in one cell (tags, groups): split on the separators; a list making someone an admin is said.
import { splitList } from '../../transforms/list';
import { problem } from '../../problems/problem';
import { refused, sentWithWarning, type CleanOutcome, type KindCleaner } from './outcome';

export const cleanList: KindCleaner = (spec, text, settings) => {
  const list = splitList(text, settings.listSeparators);
  return spec.name === 'groups' ? checkGroups(list) : list;
};

/** A list of objects (the service does not publish their structure): no column can fill it. */
export const cleanObjectList: KindCleaner = () => refused(problem('list.object-list'));

/**
 * The service's groups grant rights (admin, read-only, user): a list making someone an admin
 * is sent, since an import may mean it, but never without a word.
 */
function checkGroups(list: string[]): CleanOutcome {
  if (!list.some((group) => group.trim().toLowerCase() === 'admin')) return { ok: true, value: list };
  return sentWithWarning(list, problem('list.admin-group'));
}
