export { parseAnswer, parseListAnswer, describeIssue, showValue, type Parsed } from './answer';
export { ANSWER_PROBLEM_CODES, wordAnswerProblem, type AnswerProblem, type AnswerWordsTable } from './answer';
export { userRecordSchema, singleUserOf } from './user';
export { campaignRecordSchema } from './campaign';
export { donationRecordSchema } from './donation';
export {
  looseFlag,
  looseInteger,
  looseNumber,
  looseText,
  requiredInteger,
  requiredNumber,
  requiredText,
} from './tolerant';
export { ANSWER_EXPECTED, type AnswerExpected, type AnswerExpectedWordsTable } from './expected';
