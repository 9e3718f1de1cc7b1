/** The summary's recommendations (priced findings, Good / Better / Best) and the estimated total. */
export { FindingsEditor } from './FindingsEditor';
export { TotalsSummary } from './TotalsSummary';
