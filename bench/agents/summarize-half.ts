import { percentile } from '../percentile.ts';
import type { Half } from './questions.ts';

/** One question's result: where its page ranked and what each call budget answered. */
export interface QuestionResult {
  question: string;
  docset: string;
  half: Half;
  /** 1-based rank of the first accepted page in the search's top 10, or 0. */
  pageRank: number;
  sectionAtTop: boolean;
  /** Index 0 is one call, 1 two calls, 2 three. */
  answeredBy: boolean[];
  tokensBy: number[];
  /** Wall time of the search call through `folio mcp`, in milliseconds. */
  searchMs: number;
  /** The first hit, as `path#anchor`. */
  top: string;
}

export interface HalfSummary {
  half: string;
  questions: number;
  /** Share answered within 1, 2 and 3 calls. */
  answeredWithin: number[];
  pageTop1: number;
  pageTop3: number;
  pageTop10: number;
  sectionTop1: number;
  /** Median tokens of 1, 2 and 3 calls. */
  medianTokens: number[];
  /** Median and 95th percentile of the search call's wall time. */
  searchMs: [number, number];
}

export function summarizeHalf(half: string, results: readonly QuestionResult[]): HalfSummary {
  const n = results.length || 1;
  const share = (test: (r: QuestionResult) => boolean) => results.filter(test).length / n;
  const budgets = results[0]?.answeredBy.map((_, i) => i) ?? [];
  return {
    half,
    questions: results.length,
    answeredWithin: budgets.map((i) => share((r) => r.answeredBy[i] === true)),
    pageTop1: share((r) => r.pageRank === 1),
    pageTop3: share((r) => r.pageRank >= 1 && r.pageRank <= 3),
    pageTop10: share((r) => r.pageRank >= 1),
    sectionTop1: share((r) => r.sectionAtTop),
    searchMs: [50, 95].map((p) =>
      percentile(
        results.map((r) => r.searchMs),
        p,
      ),
    ) as [number, number],
    medianTokens: budgets.map((i) =>
      Math.round(
        percentile(
          results.map((r) => r.tokensBy[i]!),
          50,
        ),
      ),
    ),
  };
}
