import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { REPORT_FONT } from './report-fonts';
import type { ReportHeading } from './report.types';

/** A4 in points, and the margin every report keeps. */
export const A4 = { short: 595.28, long: 841.89 };
export const MARGIN = 28;

/** Usable width of an A4 page in points, portrait or landscape. */
export const usableWidth = (landscape: boolean): number =>
  (landscape ? A4.long : A4.short) - 2 * MARGIN;

/** Styles shared by the reports. */
export const styles = StyleSheet.create({
  page: {
    fontFamily: REPORT_FONT,
    fontSize: 8,
    paddingTop: MARGIN,
    paddingBottom: MARGIN + 6,
    paddingHorizontal: MARGIN,
    color: '#000000',
  },
  titleLine: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
  title: { fontSize: 13, fontWeight: 700 },
  subtitle: { fontSize: 8, color: '#333333', marginTop: 2 },
  note: { fontSize: 7.5, color: '#555555', marginTop: 1 },
  right: { fontSize: 9, fontWeight: 700 },
  headingBlock: { marginBottom: 6 },
  section: { fontSize: 10.5, fontWeight: 700, marginTop: 10, marginBottom: 4 },
  small: { fontSize: 7.5, color: '#333333' },
  footer: {
    position: 'absolute',
    bottom: MARGIN - 14,
    left: MARGIN,
    right: MARGIN,
    fontSize: 7,
    color: '#555555',
    textAlign: 'center',
  },
});

/** The title line (title left, `right` at the right), subtitle and optional note. */
export function Heading({ heading, right }: { heading: ReportHeading; right?: ReactNode }) {
  return (
    <View style={styles.headingBlock}>
      <View style={styles.titleLine}>
        <Text style={styles.title}>{heading.title}</Text>
        {right ? <Text style={styles.right}>{right}</Text> : null}
      </View>
      <Text style={styles.subtitle}>{heading.subtitle}</Text>
      {heading.note ? <Text style={styles.note}>{heading.note}</Text> : null}
    </View>
  );
}

/** 第 n 页 / 共 m 页 at the foot of every page, with the document's name. */
export function PageFooter({ name, numbered = true }: { name: string; numbered?: boolean }) {
  // Page numbers make react-pdf lay every page out a second time: cut-up slips go without them.
  if (!numbered)
    return (
      <Text style={styles.footer} fixed>
        {name}
      </Text>
    );
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) => `${name} · 第 ${pageNumber} 页 / 共 ${totalPages} 页`}
    />
  );
}
