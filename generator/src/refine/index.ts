export { refine, type RefineResult } from './refine';
