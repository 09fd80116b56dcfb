import type { I18n } from '@drawfront/shared/contract/i18n';

/** The Saturday machine (1..45: six numbers, then two supplementaries) on the worked example's seed, ball by ball. */
const ROWS = [
  ['1', 45, 4294967265, 3525964084, 19, 20],
  ['2', 44, 4294967292, 1229501632, 40, 41],
  ['3', 43, 4294967280, 2243406347, 27, 28],
  ['4', 42, 4294967292, 3902162509, 7, 8],
  ['5', 41, 4294967259, 1782434677, 21, 22],
  ['6', 40, 4294967280, 3422436841, 1, 2],
  ['supp 1', 39, 4294967274, 1658200446, 6, 7],
  ['supp 2', 38, 4294967290, 2514947797, 29, 30],
] as const;

export function WorkedExampleTable({ i18n }: { i18n: I18n }) {
  return (
    <div className="catalogue-fairness__scroll">
      <table className="catalogue-fairness__table">
        <caption>{i18n.t('catalogue.fairness.table-caption', 'Saturday draw (one barrel 1 to 45: six numbers, then two supplementaries)')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n.t('catalogue.fairness.ball', 'Ball')}</th>
            <th scope="col">{i18n.t('catalogue.fairness.length', 'List length n')}</th>
            <th scope="col">{i18n.t('catalogue.fairness.limit', 'Limit')}</th>
            <th scope="col">{i18n.t('catalogue.fairness.word', 'Word')}</th>
            <th scope="col">{i18n.t('catalogue.fairness.position', 'j = word mod n')}</th>
            <th scope="col">{i18n.t('catalogue.fairness.drawn', 'Ball drawn')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([ball, n, limit, word, j, drawn]) => (
            <tr key={ball}>
              <th scope="row">{ball}</th>
              <td>{n}</td>
              <td>{limit}</td>
              <td>{word}</td>
              <td>{j}</td>
              <td>{drawn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
