export type { PdfAnalysis } from './pdf-analysis/analyse';
export { analysePdfBounded } from './pdf-analysis/bounded';
export { analysisLimits, PdfAnalysisError } from './pdf-analysis/limits';
