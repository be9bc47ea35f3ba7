export type { Finding, Severity, ProjectFiles } from './finding';
export { hasErrors, sortFindings } from './finding';
export type { KotlinParserAssets, WasmSource } from './kotlin-parser';
export { initChecks, isKotlinParserReady } from './kotlin-parser';
export { checkProject } from './check-project';
export { FINDING_CODES } from './codes';
export { parseBuildOutput } from './build-output/parse-build-output';
export type { BuildTool } from './build-output/parse-build-output';
export { attributeInAaptMessage } from './build-output/aapt';
export { FRAMEWORK_WIDGETS, frameworkWidgetName } from './framework-widgets';
export { ANDROID_LAYOUT_ATTRIBUTES } from './android-attributes';
export { packageFromPath, resourceFileOf } from './project-files';
export {
  PROJECT_MAX_FILES, PROJECT_MAX_FILE_BYTES, PROJECT_MAX_TOTAL_BYTES, PROJECT_MAX_PATH_CHARS, MAIN_DIR,
  isAllowedProjectPath, projectPathReason, projectFilesProblems, selectBuildFiles, unsafePathReason, utf8Bytes,
} from './project-rules';
export type { RefusedFile, BuildFileSelection } from './project-rules';
