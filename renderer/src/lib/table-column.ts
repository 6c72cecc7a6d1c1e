export interface Column<Row> {
  key: string;
  label: string;
  /** What the column sorts by (and shows, unless a cell slot is given). */
  value: (row: Row) => string | number;
}
