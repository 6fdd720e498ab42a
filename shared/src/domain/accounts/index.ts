// @sikka/shared/domain/accounts: the accountant's view (issue 46): the period, the sales register, its CSV and GSTR-1.
export {
  accountsPeriodProblem,
  currentIndianMonth,
  parseAccountsPeriod,
  type AccountsPeriod,
  type AccountsPeriodProblem,
} from './period';
export {
  documentCount,
  indianDate,
  paiseToRupees,
  REGISTER_COLUMNS,
  registerCsv,
  registerTotals,
  type RegisterRow,
  type RegisterTotals,
} from './register';
export { buildGstr1, type Gstr1 } from './gstr1';
