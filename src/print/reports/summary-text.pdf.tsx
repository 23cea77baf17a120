import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { CriticalRow, DefinitionLine } from './report.types';

const s = StyleSheet.create({
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#000000' },
  head: { backgroundColor: '#dddddd', fontWeight: 700, borderTopWidth: 0.5 },
  name: { width: 70, padding: 2, borderLeftWidth: 0.5, borderRightWidth: 0.5 },
  cell: { flex: 1, padding: 2, borderRightWidth: 0.5 },
  names: { flex: 1, padding: 2, borderRightWidth: 0.5, flexDirection: 'row', flexWrap: 'wrap' },
  def: { fontSize: 7.5, marginBottom: 2, lineHeight: 1.4 },
  defName: { fontWeight: 700 },
});

/** A list of names that wraps between names, never inside one. */
function Names({ list }: { list: readonly string[] }) {
  if (list.length === 0) return <Text style={s.cell}>无</Text>;
  return (
    <View style={s.names}>
      <Text>{`${list.length} 人：`}</Text>
      {list.map((n, i) => (
        <Text key={i}>{i < list.length - 1 ? `${n}、` : n}</Text>
      ))}
    </View>
  );
}

/** 临界生 per class and line, the names wrapping inside their cells. */
export function CriticalTable({ rows }: { rows: readonly CriticalRow[] }) {
  return (
    <View>
      <View style={[s.row, s.head]} wrap={false}>
        <Text style={s.name}>班级</Text>
        <Text style={s.cell}>优秀线下</Text>
        <Text style={s.cell}>良好线下</Text>
        <Text style={s.cell}>及格线下</Text>
      </View>
      {rows.map((r, i) => (
        <View key={i} style={s.row} wrap={false}>
          <Text style={s.name}>{r.name}</Text>
          <Names list={r.excellent} />
          <Names list={r.good} />
          <Names list={r.pass} />
        </View>
      ))}
    </View>
  );
}

/** Every figure's name, formula and convention, one paragraph each. */
export function Definitions({ lines }: { lines: readonly DefinitionLine[] }) {
  return (
    <View>
      {lines.map((d, i) => (
        <Text key={i} style={s.def}>
          <Text style={s.defName}>{`${d.name}：`}</Text>
          {`${d.formula}。${d.convention}`}
        </Text>
      ))}
    </View>
  );
}
