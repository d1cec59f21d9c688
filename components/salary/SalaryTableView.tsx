'use client';

/** The table as components/salary/SalaryTable.tsx writes it on the server: its texts, row by row. */
export type TableView = {
  caption: string;
  scrollHint: string;
  /** The column headings, the level's first. */
  head: readonly string[];
  /** Per level: its name, then its cells; `chosen`: the row of the level asked about. */
  rows: ReadonlyArray<readonly string[]>;
  chosen: number;
};

/**
 * The chart's figures as a table (for screen readers, and for anyone who prefers numbers). The
 * caption is read from the table (kept for screen readers) and shown above the scroll area, where
 * it wraps on a phone instead of being cut at the table's width; narrower than the table, the area
 * says it scrolls (a container query: only when the columns do not fit). Not interactive: a client
 * component only so the page carries its texts once (as its props) rather than its markup twice
 * (HTML and flight data). Its cells' look is the `salary-table` rules of app/globals.css.
 */
export function SalaryTableView({ view }: { view: TableView }) {
  const [levelHeading, ...headings] = view.head;
  return (
    <div className="@container flex flex-col gap-2">
      <p aria-hidden="true" className="font-semibold text-brand-900">
        {view.caption}
      </p>
      <p id="salary-table-hint" className="text-sm text-ink-muted @min-[40rem]:hidden">
        {`${view.scrollHint} `}
        <span aria-hidden="true">→</span>
      </p>
      <div className="overflow-x-auto" role="region" aria-labelledby="salary-table-caption" aria-describedby="salary-table-hint" tabIndex={0}>
        <table className="salary-table">
          <caption id="salary-table-caption" className="sr-only">
            {view.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{levelHeading}</th>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map(([name, ...cells], index) => (
              <tr key={name} data-chosen={index === view.chosen || undefined}>
                <th scope="row">{name}</th>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
