export * from './spec/expr/index';
export { validateSpec, AppSpecError, type SpecIssue } from './spec/validate';
export { specTypeEnv, itemTypeEnv, listFieldTypes, fieldValueType, walkComponents, childrenOf } from './spec/env';
export { initialState, initialValue, completeItem } from './spec/initial-state';
export { emitProject, type EmitOptions, type EmittedProject } from './emit/index';
export * from './compose/index';
export * from './refine/index';
