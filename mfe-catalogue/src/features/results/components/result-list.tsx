import type { DrawResultSummary } from '@drawfront/shared/contract/draws';
import type { ResultCardProps } from './result-card';
import { ResultCard } from './result-card';
import './results.css';

export interface ResultListProps extends Omit<ResultCardProps, 'result' | 'title'> {
  results: readonly DrawResultSummary[];
  titleOf: (result: DrawResultSummary) => string;
}

/** Result cards as a list, so a screen reader says how many there are. */
export function ResultList({ results, titleOf, ...cardProps }: ResultListProps) {
  return (
    <ul className="catalogue-result-list">
      {results.map((result) => (
        <li key={`${result.offerKey}-${result.drawNo}`}>
          <ResultCard result={result} title={titleOf(result)} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
