/** What a task module in ./tasks exports as `default`; the runner finds them with readdir. */
export interface EvalResult {
  correct: number;
  total: number;
  /** Task-specific figures (recall, false-positive rate, precision…), each 0 … 1, printed as a percentage; a name ending in 'Count' is printed as a number. */
  metrics?: Record<string, number>;
  /** One line per item that missed, starting with its id. */
  failures?: string[];
}

export interface EvalTask {
  name: string;
  /** File name in ./corpus, e.g. 'client.jsonl'. */
  corpus: string;
  evaluate(items: unknown[]): Promise<EvalResult>;
  /**
   * Held-out targets of issue 12: a metric name ('accuracy' is correct / total) and its bound.
   * The runner exits non-zero when one is missed on the held-out half.
   */
  targets?: { metric: string; min?: number; max?: number }[];
}
