export type { AiLog, AppModel, AppModelResult, ChatTurn, GenerateInput, LlmConfig, ModelProgress, RefineInput } from './ai.types';
export { createAppModel, type AppModelOptions } from './create-app-model';
export { GenerationRefusedError, isGenerationFailure } from './generation-error';
export { checkAppSpec, type SpecCheck } from './check-app-spec';
export { createFileRepairer, type FileRepairer, type FileRepairInput, type FileRepairResult } from './repair-files';
