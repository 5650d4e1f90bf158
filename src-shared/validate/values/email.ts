// An email address: taken out of "Ann <ann@x.org>", lower-cased when asked; a mistyped mail domain is warned about.
import { toEmail } from '../../transforms/email';
import { likelyAddress } from '../../transforms/email-domain';
import { fix, problem } from '../../problems/problem';
import { fromTransform, sentWithWarning, type KindCleaner } from './outcome';

export const cleanEmail: KindCleaner = (_spec, text, settings) => {
  const outcome = toEmail(text, settings.lowercaseEmail);
  if (!outcome.ok || outcome.note) return fromTransform(outcome);
  const likely = likelyAddress(outcome.value);
  if (likely === undefined) return outcome.value;
  const domain = likely.slice(likely.lastIndexOf('@') + 1);
  return sentWithWarning(
    outcome.value,
    problem('email.domain-typo', { domain }, { fix: fix('fix.use-if-address', likely) }),
  );
};
