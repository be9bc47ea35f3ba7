export { composeApp, type ComposeResult, type PreviewType } from './compose-app';
export { analyzePrompt, type PromptAnalysis } from './analyze/analyze-prompt';
export { APP_KINDS, type AppKind } from './analyze/kinds';
