import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { pdfFontFamily, renderPdf } from "../../backend/pdf/pdf-renderer";
import type { LegalAppendix, LegalClause, LegalDocumentContent, LegalSection, LegalSignatory } from "./legal-content";

const A4_HEIGHT = 841.89;
const GREY = "#5f6368";
const RULE = "#c9c9c9";

const styles = StyleSheet.create({
  page: {
    fontFamily: pdfFontFamily,
    fontSize: 9.5,
    lineHeight: 1.45,
    color: "#111111",
    paddingTop: 54,
    paddingBottom: 60,
    paddingHorizontal: 56,
  },
  header: {
    position: "absolute",
    top: 24,
    left: 56,
    right: 56,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    color: GREY,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
    paddingBottom: 4,
  },
  // Anchored from the top: in react-pdf 4.3 a fixed box with `bottom` is laid out below the page edge.
  footer: {
    position: "absolute",
    top: A4_HEIGHT - 40,
    left: 56,
    right: 56,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    color: GREY,
  },
  title: { fontSize: 15, fontWeight: 700, textAlign: "center", marginTop: 6 },
  subtitle: { fontSize: 11, textAlign: "center", marginTop: 4 },
  edition: { fontSize: 8.5, color: GREY, textAlign: "center", marginTop: 6, marginBottom: 14 },
  placeLine: { flexDirection: "row", justifyContent: "space-between", marginBottom: 10 },
  paragraph: { textAlign: "justify", marginBottom: 5 },
  heading: { fontSize: 10.5, fontWeight: 700, marginTop: 10, marginBottom: 5 },
  clause: { textAlign: "justify", marginBottom: 4 },
  number: { fontWeight: 700 },
  list: { marginLeft: 14, marginBottom: 4 },
  listItem: { flexDirection: "row", marginBottom: 2 },
  bullet: { width: 12 },
  listText: { flex: 1, textAlign: "justify" },
  signatories: { flexDirection: "row", justifyContent: "space-between", marginTop: 10 },
  signatory: { width: "48%" },
  signatoryRole: { fontWeight: 700, marginBottom: 4 },
  appendixTitle: { fontSize: 10.5, fontWeight: 700, textAlign: "right" },
  appendixSubtitle: { fontSize: 12, fontWeight: 700, textAlign: "center", marginTop: 14, marginBottom: 12 },
  table: { borderTopWidth: 0.75, borderLeftWidth: 0.75, borderColor: "#444444", marginBottom: 12 },
  row: { flexDirection: "row" },
  labelCell: { width: "45%", padding: 5, borderRightWidth: 0.75, borderBottomWidth: 0.75, borderColor: "#444444" },
  valueCell: { width: "55%", padding: 5, borderRightWidth: 0.75, borderBottomWidth: 0.75, borderColor: "#444444" },
});

function Clause({ number, clause }: { number: string; clause: LegalClause }) {
  const text = typeof clause === "string" ? clause : clause.text;
  return (
    <View>
      <Text style={styles.clause}>
        <Text style={styles.number}>{number} </Text>
        {text}
      </Text>
      {typeof clause !== "string" && clause.items.length > 0 && (
        <View style={styles.list}>
          {clause.items.map((item) => (
            <View key={item} style={styles.listItem} wrap={false}>
              <Text style={styles.bullet}>—</Text>
              <Text style={styles.listText}>{item}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

function Section({ number, section }: { number: number; section: LegalSection }) {
  return (
    <View>
      {/* Keeps a heading from being stranded at the foot of a page without its first clause. */}
      <Text style={styles.heading} minPresenceAhead={48}>
        {number}. {section.heading}
      </Text>
      {section.clauses.map((clause, index) => (
        <Clause key={index} number={`${number}.${index + 1}.`} clause={clause} />
      ))}
    </View>
  );
}

function Signatories({ parties }: { parties: readonly LegalSignatory[] }) {
  return (
    <View style={styles.signatories} wrap={false}>
      {parties.map((party) => (
        <View key={party.role} style={styles.signatory}>
          <Text style={styles.signatoryRole}>{party.role}</Text>
          {party.lines.map((line, index) => (
            <Text key={index}>{line === "" ? " " : line}</Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function Appendix({ appendix }: { appendix: LegalAppendix }) {
  return (
    <View break>
      <Text style={styles.appendixTitle}>{appendix.title}</Text>
      <Text style={styles.appendixSubtitle}>{appendix.subtitle}</Text>
      <View style={styles.table}>
        {appendix.rows.map(([label, value]) => (
          <View key={label} style={styles.row} wrap={false}>
            <Text style={styles.labelCell}>{label}</Text>
            <Text style={styles.valueCell}>{value === "" ? " " : value}</Text>
          </View>
        ))}
      </View>
      {appendix.notes.map((note) => (
        <Text key={note} style={styles.paragraph}>
          {note}
        </Text>
      ))}
    </View>
  );
}

/** The react-pdf tree of a legal document: running header and page numbers, numbered sections, appendices. */
export function LegalPdfDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <Document
      title={content.metaTitle}
      author="Официальный дилер Genesis, г. Химки"
      subject={content.metaTitle}
      creator="Сайт официального дилера Genesis"
      producer="Сайт официального дилера Genesis"
      language="ru-RU"
      creationDate={content.edition.date}
      modificationDate={content.edition.date}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <Text>Genesis · официальный дилер в г. Химки</Text>
          <Text>{content.edition.label}</Text>
        </View>
        <View style={styles.footer} fixed>
          <Text>{content.title}</Text>
          <Text render={({ pageNumber, totalPages }) => `Страница ${pageNumber} из ${totalPages}`} />
        </View>
        <Text style={styles.title}>{content.title}</Text>
        {content.subtitle && <Text style={styles.subtitle}>{content.subtitle}</Text>}
        <Text style={styles.edition}>{content.edition.label}</Text>
        {content.placeLine && (
          <View style={styles.placeLine}>
            <Text>{content.placeLine[0]}</Text>
            <Text>{content.placeLine[1]}</Text>
          </View>
        )}
        {content.preamble.map((paragraph) => (
          <Text key={paragraph} style={styles.paragraph}>
            {paragraph}
          </Text>
        ))}
        {content.sections.map((section, index) => (
          <Section key={section.heading} number={index + 1} section={section} />
        ))}
        {content.signatories && <Signatories parties={content.signatories} />}
        {content.appendices?.map((appendix) => (
          <Appendix key={appendix.title} appendix={appendix} />
        ))}
      </Page>
    </Document>
  );
}

/** Renders a legal document to PDF bytes. */
export function renderLegalPdf(content: LegalDocumentContent): Promise<Buffer> {
  return renderPdf(<LegalPdfDocument content={content} />);
}
