export type { BinaryOp, Expr, ExprError, ExprResult, Span, TypedExpr, ValueType } from './ast';
export { parseExpr } from './parser';
export { checkExpr, type TypeEnv, type VarInfo } from './check';
export { FUNCTIONS, FUNCTION_NAMES } from './functions';
export { evaluate, formatValue, defaultFor, type ItemValue, type ListItem, type Scope, type Value } from './evaluate';
export { toKotlin, kotlinString, kotlinDouble, kotlinDefault, type KotlinContext } from './kotlin';
export { exprRuntimeKotlin } from './kotlin-runtime';
export {
  parseTemplate,
  checkTemplate,
  compileTemplate,
  evaluateTemplate,
  templateToKotlin,
  isStaticTemplate,
  staticText,
  type Template,
  type TemplatePart,
  type TypedTemplate,
} from './template';
export { compileExpr } from './compile';
export { formatNumber, toFixed, pad, parseNumber, roundHalfUp, randomBetween, todayText, progressPermille, dateDays, datePart } from './runtime';
