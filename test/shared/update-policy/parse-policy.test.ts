// An update policy file written by hand: read, or refused naming the line of each problem.
import { describe, expect, it } from 'vitest';
import type { AppErrorShape } from '../../../src-shared/errors';
import { appWords } from '../../helpers/reason-words';
import { joinPolicies, parseUpdatePolicy, policyOfOnlyFillEmpty } from '../../../src-shared/update-policy';

/** The refusal in the app's words (the error carries its reason as data). */
function refusal(text: string): AppErrorShape {
  try {
    parseUpdatePolicy(text, { kind: 'policy', file: 'policy.json' });
  } catch (error) {
    return appWords(error);
  }
  throw new Error('the policy was accepted');
}

describe('parseUpdatePolicy', () => {
  it('reads a policy giving only what differs from the defaults', () => {
    const text = '{\n  "groups": { "flags": "update", "names": "never" },\n  "givenAlsoForExisting": ["tags"]\n}';
    expect(parseUpdatePolicy(text)).toEqual({
      groups: { flags: 'update', names: 'never' },
      givenAlsoForExisting: ['tags'],
    });
    expect(parseUpdatePolicy('{}')).toEqual({});
  });

  it('names the line and column of a JSON slip', () => {
    const error = refusal('{\n  "groups": { "flags": "update", }\n}');
    expect(error.message).toMatch(/line 2, column/);
  });

  it('names the line of an unknown group, a wrong rule and a field that is none, with the nearest name', () => {
    const error = refusal(
      '{\n  "groups": {\n    "adresses": "update",\n    "email": "overwrite"\n  },\n  "fields": { "frist_name": "never" }\n}',
    );
    const details = error.details!.join('\n');
    expect(details).toMatch(/Line 3: "adresses" is no key of "groups".*Did you mean "addresses"/);
    expect(details).toMatch(/Line 4: .*"email" is the text "overwrite".*"fill-empty", "update", "never"/);
    expect(details).toMatch(/Line 6: .*frist_name/);
  });

  it('joins a template policy with the door choices, and reads the older only-fill-empty list', () => {
    const joined = joinPolicies(
      { groups: { flags: 'update' }, givenAlsoForExisting: ['tags'] },
      { groups: { names: 'update' }, givenAlsoForExisting: ['enabled'], nameForms: 'file-wins' },
    );
    expect(joined).toEqual({
      groups: { flags: 'update', names: 'update' },
      givenAlsoForExisting: ['tags', 'enabled'],
      nameForms: 'file-wins',
    });
    expect(policyOfOnlyFillEmpty(['home_city'])).toEqual({ fields: { home_city: 'fill-empty' } });
  });
});
