import type { MetricDefinition, MetricKey } from '../../../shared/analysis';

/** Each metric's name, formula and convention, shown under the table or chart that uses it. */
export function MetricNotes({
  definitions,
  keys,
}: {
  definitions: Record<MetricKey, MetricDefinition>;
  keys: readonly MetricKey[];
}) {
  return (
    <dl className="metric-notes">
      {keys.map((k) => {
        const d = definitions[k];
        return (
          <div key={k} data-metric={k}>
            <dt>{d.name}</dt>
            <dd>
              {d.formula}
              {d.convention ? `。${d.convention}` : '。'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
